import { sqlText } from '../../../core/database/sql-literal';
import { defineReport, reportColumn } from '../../../core/reports/define-report';
import { L } from '../../../core/resource/label';
import { BoatUserInfo } from '../entities/boat-user-info.entity';
import { BOARD_STATE } from '../crew.states';

const column = reportColumn;
// the seafarer's latest contact (the contact log of his file)
const last = (col: string) => `(SELECT r.${col} FROM boat_relation r WHERE r.user_id = t.id ORDER BY r.linkdate DESC, r.id DESC LIMIT 1)`;

// boatOffTraceInfo (SPEC §7's export; its screen sits beside the contact log, Filing & contact): every seafarer ashore within the
// reader's crew rights with his last contact: when, the outcome, when he can join again and when to call
// next; those never contacted first, then the longest without a call.
export const offTraceReport = defineReport({
  name: 'boatOffTraceInfo',
  label: L('在家船员联系情况', 'Seafarers ashore and their last contact'),
  menu: 'boatOffTraceInfo',
  source: { entity: BoatUserInfo, alias: 't' },
  scope: { of: 'BoatUserInfo' },
  where: [[`t.boardState = ${sqlText(BOARD_STATE.Ashore)}`]],
  records: { key: `COALESCE(${last('linkdate')}, DATE '1900-01-01')`, keyColumn: 'lastKey', id: 't.id' },
  dimensions: {
    lastKey: { sql: `COALESCE(${last('linkdate')}, DATE '1900-01-01')`, field: column('date', L('排序', 'Order'), { inList: false }) },
    userId: { sql: 't.id', labelSql: 't.name', field: column('ref', L('船员', 'Seafarer'), { ref: 'BoatUserInfo', refLabel: 'name' }) },
    internalCode: { sql: 't.internalCode', field: column('string', L('船员编号', 'Crew number')) },
    duty: { sql: 't.duty', field: column('dict', L('职务', 'Rank'), { dict: 'duty', filter: 'eq' }) },
    linkertel: { sql: 't.linkertel', field: column('string', L('联系电话', 'Phone')) },
    lastContact: { sql: `to_char(${last('linkdate')}, 'YYYY-MM-DD')`, field: column('date', L('最近联系', 'Last contact')) },
    lastResult: { sql: last('result'), field: column('string', L('联系结果', 'Outcome')) },
    boardDate: { sql: `to_char(${last('board_date')}, 'YYYY-MM-DD')`, field: column('date', L('可上船日期', 'Available from')) },
    planLinkdate: { sql: `to_char(${last('plan_linkdate')}, 'YYYY-MM-DD')`, field: column('date', L('计划联系日期', 'Next contact')) },
  },
  measures: {},
});
