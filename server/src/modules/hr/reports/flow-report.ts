import { dictLabels } from '../../../core/dictionary/dictionary';
import { defineReport, PresentContext, Report } from '../../../core/reports/define-report';
import { L } from '../../../core/resource/label';
import type { FieldDecl, Label } from '../../../core/resource/resource.types';
import type { Row } from '../../../core/resource/row';
import { ApprovalResult, BusinessStatus, FlowEntity } from '../../../workflow/flow-entity';

// A report over the approved requests of one flow (status finished, result agree), counted per month or
// quarter and per department within the caller's department rights. The definition names properties
// of the entity; flowReport turns it into a declared report (core/reports).
export interface FlowReportDef {
  name: string; // the resource name the web calls (getList, export)
  label: Label;
  menu: string; // the screen key: reading needs it, export needs <menu>:export
  entity: new () => FlowEntity;
  date: string; // the property whose month or quarter a request counts in
  zoned?: boolean; // the date is a timestamp with a zone: counted on the company's calendar
  measures: Record<string, { property: string; label: Label }>; // summed per row: days, hours
  // more filters on properties of the entity (leave type), as a list declares them
  filters?: Record<string, FieldDecl>;
  // one measure split by a dictionary column, as text ("Annual leave 3, Sick leave 1"): the values
  // are the dictionary's, which change at run time, so they cannot be declared as columns
  split?: { name: string; by: string; dict: string; measure: string; label: Label };
}

const column = (type: FieldDecl['type'], label: Label): FieldDecl => ({ type, label, readOnly: true, sortable: false });
const sum = (property: string) => `COALESCE(sum(t.${property}), 0)`;

export function flowReport(def: FlowReportDef): Report {
  return defineReport({
    name: def.name,
    label: def.label,
    menu: def.menu,
    source: { entity: def.entity, alias: 't' },
    // the department rights of the role, as the management lists apply them
    scope: { own: { dept: 'deptId' } },
    where: [['t.status = :rpFinished', { rpFinished: BusinessStatus.Finished }], ['t.result = :rpAgree', { rpAgree: ApprovalResult.Agree }]],
    date: { sql: `t.${def.date}`, label: L('日期范围', 'Dates'), zoned: def.zoned },
    period: true,
    dimensions: { deptId: { sql: 't.deptId', field: { ...column('ref', L('部门', 'Department')), ref: 'SysDept', refLabel: 'name', filter: 'eq' } } },
    measures: {
      // requests and days add up over departments and periods (the totals row); people do not
      requests: { sql: 'count(*)::int', field: column('int', L('申请数', 'Requests')), total: true },
      people: { sql: 'count(DISTINCT t.starterId)::int', field: column('int', L('人数', 'People')) },
      ...Object.fromEntries(Object.entries(def.measures).map(([name, m]) => [name, { sql: sum(m.property), field: column('number', m.label), total: true }])),
    },
    derived: def.split ? { [def.split.name]: column('string', def.split.label) } : undefined,
    filters: Object.fromEntries(Object.entries(def.filters ?? {}).map(([name, f]) => [name, { sql: `t.${name}`, field: f }])),
    present: def.split ? (rows, on) => addSplit(def, def.split!, rows, on) : undefined,
    chart: { type: 'line', x: 'periodLabel', y: ['requests'] },
  });
}

async function addSplit(def: FlowReportDef, split: NonNullable<FlowReportDef['split']>, rows: Row[], on: PresentContext): Promise<Row[]> {
  if (!rows.length) return rows;
  const { ctx, periodLabel } = on;
  const parts: Row[] = await on
    .source()
    .select(periodLabel!, 'periodLabel')
    .addSelect('t.deptId', 'deptId')
    .addSelect(`t.${split.by}`, 'value')
    .addSelect(sum(def.measures[split.measure].property), 'total')
    .andWhere(`${periodLabel} IN (:...rpLabels)`, { rpLabels: [...new Set(rows.map((r) => r.periodLabel))] })
    .groupBy('"periodLabel"')
    .addGroupBy('"deptId"')
    .addGroupBy('"value"')
    .getRawMany();
  const labels = await dictLabels(ctx.manager, split.dict, ctx.lang);
  const order = [...labels.keys()];
  const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
  const key = (r: Row) => `${r.periodLabel}|${r.deptId}`;
  const byRow = new Map<string, Row[]>();
  for (const p of parts) byRow.set(key(p), [...(byRow.get(key(p)) ?? []), p]);
  for (const row of rows) {
    const mine = (byRow.get(key(row)) ?? []).filter((p) => Number(p.total) !== 0).sort((a, b) => rank(a.value) - rank(b.value) || String(a.value).localeCompare(String(b.value)));
    row[split.name] = mine.map((p) => `${labels.get(p.value) ?? p.value ?? '-'} ${Number(p.total)}`).join(ctx.lang === 'en' ? ', ' : '，');
  }
  return rows;
}
