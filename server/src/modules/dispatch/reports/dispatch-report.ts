import { defineReport } from '../../../core/reports/define-report';
import { L } from '../../../core/resource/label';
import { DispatchOrder } from '../entities/dispatch-order.entity';
import { column, shipownerFilter } from './report-columns';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { DISPATCH_OPERATION, DISPATCH_STATUS } from '../dispatch.states';

// finished orders of one kind, as SQL
const finished = (operation?: string) =>
  `count(*) FILTER (WHERE o.status = ${sqlText(DISPATCH_STATUS.Finished)}${operation ? ` AND o.operation = ${sqlText(operation)}` : ''})::int`;

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
  where: [[`o.status IN ${sqlIn(DISPATCH_STATUS.Finished, DISPATCH_STATUS.Cancelled)}`]],
  date: { sql: 'o.planDate', label: L('计划日期', 'Planned date') },
  period: true,
  periodLabel: L('月份', 'Month'),
  dimensions: { shipownerId: { sql: 'o.shipownerId', field: shipownerFilter } },
  measures: {
    signOns: { sql: finished(DISPATCH_OPERATION.SignOn), field: column('int', L('上船', 'Sign-ons')), total: true },
    signOffs: { sql: finished(DISPATCH_OPERATION.SignOff), field: column('int', L('下船', 'Sign-offs')), total: true },
    promotions: { sql: finished(DISPATCH_OPERATION.Promotion), field: column('int', L('晋升', 'Promotions')), total: true },
    shipChanges: { sql: finished(DISPATCH_OPERATION.ShipChange), field: column('int', L('换船', 'Ship changes')), total: true },
    finished: { sql: finished(), field: column('int', L('完成合计', 'Finished, total')), total: true },
    cancelled: { sql: `count(*) FILTER (WHERE o.status = ${sqlText(DISPATCH_STATUS.Cancelled)})::int`, field: column('int', L('取消', 'Cancelled')), total: true },
  },
  chart: { type: 'bar', x: 'periodLabel', y: ['finished', 'cancelled'] },
});
