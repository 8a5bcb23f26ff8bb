import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ResourceDef } from '../resource/define-resource';
import { L } from '../resource/label';
import type { DataScopeDecl, FieldDecl, Label } from '../resource/resource.types';
import type { Row } from '../resource/row';
import type { OpContext } from '../resource/op-context';
import { DATE_RANGE, dateRangeField, filterOnly, PERIOD, PERIOD_FIELD } from './report-period';

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

export function defineReport(def: ReportDef): Report {
  const fields: Record<string, FieldDecl> = {};
  if (def.period && !def.date) throw new Error(`report ${def.name}: a period needs a date`);
  if (def.period) fields[PERIOD] = PERIOD_FIELD;
  if (def.date) fields[DATE_RANGE] = dateRangeField(def.date.label);
  if (def.period) fields.periodLabel = column({ type: 'string', label: def.periodLabel ?? L('统计期间', 'Period') });
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
  };
  return { ...def, resource };
}
