import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ResourceDef } from '../resource/define-resource';
import { L } from '../resource/label';
import type { DataScopeDecl, FieldDecl, Label, ReportChart } from '../resource/resource.types';
import type { Row } from '../resource/row';
import type { OpContext } from '../resource/op-context';
import { DATE_RANGE, dateRangeField, filterOnly, HORIZON, horizonField, PERIOD, PERIOD_FIELD, YEAR, YEAR_FIELD } from './report-period';

// A report is a declaration, as a resource is (ARCHITECTURE §3; twenty's group-by resolver and
// Metabase's question are the models): rows of a source the module owns, read under a data scope,
// grouped by the period of a chosen date and by dimensions, with measures. From it come the resource
// the web draws the search form and table from (Meta), and getList (paged, counted) and export (by
// key) on the server (report.service.ts). A module writes SQL expressions, never paging or an export.

// SQL over the source's alias (and its joins' aliases), with the field the API and the screen show.
export interface ReportColumn {
  sql: string;
  field: FieldDecl;
  // a dimension: where its nulls sort (PostgreSQL's default, last, when left out)
  nullsFirst?: boolean;
  // a dimension: what its null reads as in the sheet ("(none)": the crew of no shipowner)
  none?: Label;
  // a dimension: SQL of what it sorts by when its values do not sort as read (a rank code: '3' before '12')
  sortSql?: string;
  // a column naming a record: SQL of its name, answered beside it as <name>Label (as lists answer refs)
  labelSql?: string;
  // a measure that adds up (counts, days; not distinct people nor a head count at a date): summed over
  // the whole filtered result into the answer's `totals`, which the screen shows as its last row
  total?: boolean;
}


export interface ReportDef {
  name: string; // the resource name the web calls (getList, export)
  label: Label;
  menu: string; // reading needs this right, export <menu>:export
  aliases?: ResourceDef['aliases'];
  // the rows: an entity (or a view entity) the module owns, under an alias its SQL names
  source: { entity: new () => object; alias: string };
  joins?: Array<{ entity: new () => object; alias: string; on: string }>;
  // the rows the caller may see: a resource's data scope (a dispatch order is seen with its seafarer),
  // or a scope declared on the report itself (the staff reports' department rights)
  scope: { of: string } | { own: DataScopeDecl };
  // what the report counts (finished orders), as conditions with their parameters
  where?: Array<[sql: string, params?: Row]>;
  // the date the range filter and the period read; zoned: a timestamp with a zone. None: a report of
  // the present state (the crew of each shipowner), with neither range nor period
  date?: { sql: string; label: Label; zoned?: boolean };
  period?: boolean; // rows per month or quarter of the date (SPEC §9), as "periodLabel"
  periodLabel?: Label;
  // One row per source record instead of groups (a list of sign-offs): ordered by `key` (SQL, never
  // null; `keyColumn` is its output column) and the record's `id`; paged by offset, exported by key.
  // The columns are the dimensions, not grouped; measures are columns worked out per row.
  records?: { key: string; keyColumn: string; id: string; desc?: boolean };
  // Rows whose date falls within the coming days or has passed (a forecast): the body's `days`
  // (default `days`, 1 to `max`) instead of a date range; SQL may name today as :rpToday.
  horizon?: { sql: string; label: Label; days: number; max: number };
  // Each period against the same period a year before (同期对比): the body's `year` (this year by
  // default) instead of a range; both years are read, a row is labelled in the year asked, and measures
  // count either year through sameTermYear().
  sameTerm?: boolean;
  // The state at the end of each period (the crew on board): a source row counts at a period's end when
  // it started by then (`start`) and had not ended (`end` null or later); the current period ends today.
  // Rows answer the end as `asOf`.
  asOf?: { start: string; end: string; label: Label };
  chart?: ReportChart;
  dimensions: Record<string, ReportColumn>; // grouped by, in this order after the period; sorted so
  // another order, by output columns (a measure first): it must end with every dimension, so it is total
  order?: Array<{ name: string; desc?: boolean; nullsFirst?: boolean }>;
  // the rows carry no row number as their id (an answer kept as it was before reports were declared)
  unnumbered?: boolean;
  measures: Record<string, ReportColumn>;
  // columns `present` fills in (not SQL of the grouping), shown after the measures
  derived?: Record<string, FieldDecl>;
  filters?: Record<string, ReportColumn>; // filters on columns that are not shown (eq, in, range)
  // rows as answered, after the database's (a value worked out from others, a breakdown read for the
  // rows at hand); runs on every page and batch
  present?: (rows: Row[], on: PresentContext) => Row[] | Promise<Row[]>;
}

export interface PresentContext {
  ctx: OpContext;
  source: () => SelectQueryBuilder<ObjectLiteral>; // the source rows as the report reads them, not grouped
  periodLabel: string | null; // SQL of a source row's period label
}

export interface Report extends ReportDef {
  resource: ResourceDef;
}

const column = (f: FieldDecl): FieldDecl => ({ readOnly: true, sortable: false, ...f });

// A column a report works out (a dimension's or a measure's field): read-only, not a sort of its own.
export const reportColumn = (type: FieldDecl['type'], label: Label, more: Partial<FieldDecl> = {}): FieldDecl => column({ type, label, ...more });

export function defineReport(def: ReportDef): Report {
  const fields: Record<string, FieldDecl> = {};
  const periodic = def.period || !!def.asOf;
  if (def.period && !def.date && !def.sameTerm) throw new Error(`report ${def.name}: a period needs a date`);
  if (def.records && (periodic || def.sameTerm)) throw new Error(`report ${def.name}: a list of records has no periods`);
  if (periodic) fields[PERIOD] = PERIOD_FIELD;
  if (def.horizon) fields[HORIZON] = horizonField(def.horizon);
  if (def.sameTerm) fields[YEAR] = YEAR_FIELD;
  else if (def.date || def.asOf) fields[DATE_RANGE] = dateRangeField((def.date ?? def.asOf)!.label);
  if (periodic) fields.periodLabel = column({ type: 'string', label: def.periodLabel ?? L('统计期间', 'Period') });
  if (def.asOf) fields.asOf = column({ type: 'date', label: L('截至日期', 'As of') });
  for (const [name, c] of Object.entries(def.dimensions)) fields[name] = column(c.field);
  for (const [name, c] of Object.entries(def.measures)) fields[name] = column(c.field);
  for (const [name, f] of Object.entries(def.derived ?? {})) fields[name] = column(f);
  for (const [name, c] of Object.entries(def.filters ?? {})) fields[name] = filterOnly(c.field);
  const resource: ResourceDef = {
    name: def.name,
    label: def.label,
    menu: def.menu,
    aliases: def.aliases,
    audit: false,
    fields,
    ...('own' in def.scope ? { scope: def.scope.own } : {}),
    report: { totals: Object.entries(def.measures).filter(([, c]) => c.total).map(([n]) => n), ...(def.chart && { chart: def.chart }) },
  };
  return { ...def, resource };
}
