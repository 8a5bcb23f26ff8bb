import { defineReport } from '../../../core/reports/define-report';
import { L } from '../../../core/resource/label';
import { CrewStint } from '../../crew/entities/crew-stint.view';
import { column, dutyFilter, shipownerFilter, STINT_SCOPE } from './report-columns';

// onBoatReport (在船统计报表): the seafarers on board at the end of each month or quarter (today for the
// one under way), per shipowner and rank, from sea service: on board that day means a stint begun by
// then and not ended before the day was over. Ranks in the dictionary's order ('3' before '12').
export const onBoardReport = defineReport({
  name: 'onBoatReport',
  label: L('在船统计报表', 'On-board report'),
  menu: 'onBoatReport',
  aliases: { getOnBoatReportList: 'getList' },
  source: { entity: CrewStint, alias: 'w' },
  scope: STINT_SCOPE,
  asOf: { start: 'w.onboatDate', end: 'w.endedOn', label: L('统计日期', 'Dates') },
  dimensions: {
    shipownerId: { sql: 'w.shipownerId', field: shipownerFilter },
    duty: { sql: 'w.duty', sortSql: 'length(w.duty)', field: dutyFilter },
  },
  measures: { onBoard: { sql: 'count(*)::int', field: column('int', L('在船人数', 'On board')) } },
});
