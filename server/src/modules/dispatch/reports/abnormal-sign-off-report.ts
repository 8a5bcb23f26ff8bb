import { defineReport } from '../../../core/reports/define-report';
import { L } from '../../../core/resource/label';
import { CrewStint } from '../../crew/entities/crew-stint.view';
import { column, dateColumn, STINT, STINT_SCOPE } from './report-columns';

// leaveboatReason values of a sign-off that was planned: contract completed (1), promotion or transfer (8)
export const PLANNED_REASONS = ['1', '8'];

// boatAbnormalDisembarkationReport (异常下船报表): stints ended by a sign-off that was early (before the
// planned sign-off) or unplanned (for a reason other than the contract's end or a promotion or
// transfer), newest first. A stint without a reason recorded counts only if it was early: nothing says
// it went wrong.
export const abnormalSignOffReport = defineReport({
  name: 'boatAbnormalDisembarkationReport',
  label: L('异常下船报表', 'Abnormal sign-off report'),
  menu: 'boatAbnormalDisembarkationReport',
  source: { entity: CrewStint, alias: 'w' },
  scope: STINT_SCOPE,
  where: [['w.leaveboatDate IS NOT NULL'], ['(w.leaveboatDate < w.planLeaveboatDate OR w.leaveboatReason NOT IN (:...rpPlanned))', { rpPlanned: PLANNED_REASONS }]],
  date: { sql: 'w.leaveboatDate', label: L('下船日期', 'Signed off') },
  records: { key: 'w.leaveboatDate', keyColumn: 'leaveboatDate', id: 'w.id', desc: true },
  dimensions: {
    userId: STINT.userId,
    shipId: STINT.shipId,
    shipownerId: STINT.shipownerId,
    duty: STINT.duty,
    onboatDate: STINT.onboatDate,
    planLeaveboatDate: STINT.planLeaveboatDate,
    leaveboatDate: dateColumn('w.leaveboatDate', L('下船日期', 'Signed off')),
    daysEarly: { sql: 'CASE WHEN w.leaveboatDate < w.planLeaveboatDate THEN w.planLeaveboatDate - w.leaveboatDate END', field: column('int', L('提前天数', 'Days early')) },
    leaveboatReason: { sql: 'w.leaveboatReason', field: column('dict', L('下船原因', 'Reason for sign-off'), { dict: 'leaveboatReason' }) },
    leaveReason: { sql: 'w.leaveReason', field: column('string', L('下船说明', 'Sign-off notes')) },
  },
  measures: {},
});
