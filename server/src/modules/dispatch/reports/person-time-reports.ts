import { defineReport } from '../../../core/reports/define-report';
import { sameTermYear } from '../../../core/reports/report-period';
import { L } from '../../../core/resource/label';
import type { Row } from '../../../core/resource/row';
import { CrewSeafarer } from '../../crew/entities/crew-seafarer.view';
import { DispatchOrder } from '../entities/dispatch-order.entity';
import { column, shipownerFilter } from './report-columns';
import { sqlText } from '../../../core/database/sql-literal';
import { DISPATCH_OPERATION, DISPATCH_STATUS } from '../dispatch.states';

// The finance directory's dispatch head counts (派遣人次, SPEC §2 Finance). A dispatch is a finished
// sign-on order (the company sent a seafarer to a ship), counted in the month or quarter of its planned
// date: stints are not counted, since a promotion or a ship change opens a stint too and sea service
// typed in from earlier employers was no dispatch of ours. people: different seafarers among them.

const dispatches = column('int', L('派遣人次', 'Dispatches'));
const people = column('int', L('派遣人数', 'Seafarers'));
const shipowner = { shipownerId: { sql: 'o.shipownerId', field: shipownerFilter } };

// finished sign-on orders the caller may see (with their seafarer), by planned date, per period
const signOnReport = {
  source: { entity: DispatchOrder, alias: 'o' },
  scope: { of: 'BoatPlanDispatch' },
  where: [[`o.operation = ${sqlText(DISPATCH_OPERATION.SignOn)}`], [`o.status = ${sqlText(DISPATCH_STATUS.Finished)}`]] as Array<[string]>,
  date: { sql: 'o.planDate', label: L('计划日期', 'Planned date') },
  period: true,
  measures: { dispatches: { sql: 'count(*)::int', field: dispatches, total: true }, people: { sql: 'count(DISTINCT o.userId)::int', field: people } },
  chart: { type: 'line' as const, x: 'periodLabel', y: ['dispatches'] },
};

export const personTimeReport = defineReport({
  ...signOnReport,
  name: 'dispatchPersonTime',
  label: L('派遣人次统计', 'Dispatch head count'),
  menu: 'dispatchPersonTime',
  dimensions: shipowner,
});

export const personTimeByDeptReport = defineReport({
  ...signOnReport,
  name: 'dispatchPersonTimeListByDept',
  label: L('部门派遣人次统计', 'Dispatch head count by department'),
  menu: 'dispatchPersonTimeListByDept',
  joins: [{ entity: CrewSeafarer, alias: 'u', on: 'u.id = o.userId' }],
  // the seafarer's managing department (own jurisdiction)
  dimensions: { deptId: { sql: 'u.deptId', field: { ...column('ref', L('管理部门', 'Managing department')), ref: 'SysDept', refLabel: 'name', filter: 'eq' } } },
});

// sameTermDispatchPersonTime (同期派遣人次对比): the months (or quarters) of the year asked and the same
// periods of the year before side by side; a period with no dispatch in either year has no row.
const inYear = (back: 0 | 1) => `count(*) FILTER (WHERE ${sameTermYear('o.planDate', back)})::int`;
export const sameTermReport = defineReport({
  ...signOnReport,
  name: 'sameTermDispatchPersonTime',
  label: L('同期派遣人次对比', 'Dispatch head count, year on year'),
  menu: 'sameTermDispatchPersonTime',
  sameTerm: true,
  dimensions: shipowner,
  measures: {
    thisYear: { sql: inYear(0), field: column('int', L('本期派遣人次', 'Dispatches this year')), total: true },
    lastYear: { sql: inYear(1), field: column('int', L('去年同期', 'Same period last year')), total: true },
  },
  derived: { change: column('int', L('增减', 'Change')), changeRate: column('number', L('增减率（%）', 'Change (%)')) },
  present: (rows) => rows.map(withChange),
  chart: { type: 'bar', x: 'periodLabel', y: ['thisYear', 'lastYear'] },
});

function withChange(r: Row): Row {
  const { thisYear, lastYear } = r as { thisYear: number; lastYear: number };
  // none last year: no rate to speak of
  return { ...r, change: thisYear - lastYear, changeRate: lastYear ? Math.round(((thisYear - lastYear) / lastYear) * 1000) / 10 : null };
}
