import { defineReport } from '../../../core/reports/define-report';
import { L } from '../../../core/resource/label';
import { DispatchOrder } from '../entities/dispatch-order.entity';
import { column, shipownerFilter } from './report-columns';

// finished orders of one kind, as SQL
const finished = (operation?: string) => `count(*) FILTER (WHERE o.status = '3'${operation ? ` AND o.operation = '${operation}'` : ''})::int`;

// boatDispatchReportForms (派遣报表): per shipowner and month (or quarter), the crew changes carried out
// (finished orders by kind) and the orders cancelled. An order counts in the period of its planned
// date, the day the change was (or was to be) made: executedAt is when the office recorded it, often
// days later.
export const dispatchReport = defineReport({
  name: 'boatDispatchReportForms',
  label: L('派遣报表', 'Dispatch report'),
  menu: 'boatDispatchReportForms',
  source: { entity: DispatchOrder, alias: 'o' },
  scope: { of: 'BoatPlanDispatch' },
  // finished and cancelled only: pending and dispatching orders are not yet either
  where: [[`o.status IN ('3', '4')`]],
  date: { sql: 'o.planDate', label: L('计划日期', 'Planned date') },
  period: true,
  periodLabel: L('月份', 'Month'),
  dimensions: { shipownerId: { sql: 'o.shipownerId', field: shipownerFilter } },
  measures: {
    signOns: { sql: finished('1'), field: column('int', L('上船', 'Sign-ons')), total: true },
    signOffs: { sql: finished('2'), field: column('int', L('下船', 'Sign-offs')), total: true },
    promotions: { sql: finished('3'), field: column('int', L('晋升', 'Promotions')), total: true },
    shipChanges: { sql: finished('4'), field: column('int', L('换船', 'Ship changes')), total: true },
    finished: { sql: finished(), field: column('int', L('完成合计', 'Finished, total')), total: true },
    cancelled: { sql: `count(*) FILTER (WHERE o.status = '4')::int`, field: column('int', L('取消', 'Cancelled')), total: true },
  },
  chart: { type: 'bar', x: 'periodLabel', y: ['finished', 'cancelled'] },
});
