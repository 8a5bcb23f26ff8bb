import { defineReport } from '../../../core/reports/define-report';
import { L } from '../../../core/resource/label';
import { DISPATCH_OPERATION, OPEN_STATUSES } from '../dispatch.states';
import { CrewStint } from '../../crew/entities/crew-stint.view';
import { column, STINT, STINT_SCOPE } from '../reports/report-columns';
import { BOARD_STATE } from '../../crew/crew.states';

export const DEFAULT_DAYS = 30;
// the dispatch module's own orders table, named in SQL: a sub-query builder does not know the outer
// alias's properties
const ORDERS = 'boat_plan_dispatch';

// The relief forecast (接班预测): seafarers on board whose planned sign-off falls within the coming
// days (or has passed) and for whom nothing is arranged yet: no reliever planned (a pending or
// dispatching sign-on order relieving them) and no sign-off order of their own under way; the most
// urgent first. The crew manager plans reliefs from it; the dashboard shows its counts (getSummary).
export const reliefForecastReport = defineReport({
  name: 'reliefForecast',
  label: L('接班预测', 'Relief forecast'),
  menu: 'reliefForecast',
  source: { entity: CrewStint, alias: 'w' },
  scope: STINT_SCOPE,
  where: [
    [`w.state = :rpOnBoard`, { rpOnBoard: BOARD_STATE.OnBoard }],
    [`NOT EXISTS (SELECT 1 FROM ${ORDERS} r WHERE r.relieves_user_id = w.user_id AND r.status IN (:...rpOpen))`, { rpOpen: OPEN_STATUSES }],
    [`NOT EXISTS (SELECT 1 FROM ${ORDERS} f WHERE f.user_id = w.user_id AND f.operation = :rpSignOff AND f.status IN (:...rpOpen))`, { rpSignOff: DISPATCH_OPERATION.SignOff }],
  ],
  horizon: { sql: 'w.planLeaveboatDate', label: L('预测天数', 'Within (days)'), days: DEFAULT_DAYS, max: 365 },
  records: { key: 'w.planLeaveboatDate', keyColumn: 'planLeaveboatDate', id: 'w.id' },
  dimensions: {
    userId: STINT.userId,
    duty: STINT.duty,
    shipId: STINT.shipId,
    shipownerId: STINT.shipownerId,
    onboatDate: STINT.onboatDate,
    planLeaveboatDate: STINT.planLeaveboatDate,
    // negative: overdue
    daysLeft: { sql: 'w.planLeaveboatDate - CAST(:rpToday AS date)', field: column('int', L('剩余天数', 'Days left')) },
  },
  measures: {},
});
