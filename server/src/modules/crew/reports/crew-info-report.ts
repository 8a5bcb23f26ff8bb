import { defineReport } from '../../../core/reports/define-report';
import { L } from '../../../core/resource/label';
import type { FieldDecl, Label } from '../../../core/resource/resource.types';
import { BoatUserInfo } from '../entities/boat-user-info.entity';
import { sqlText } from '../../../core/database/sql-literal';
import { BOARD_STATE, WARN_STATUS } from '../crew.states';

// counts of seafarers: they add up over shipowners (the totals row)
const count = (label: Label, where?: string) => ({ sql: where ? `count(*) FILTER (WHERE ${where})::int` : 'count(*)::int', field: { type: 'int', label, readOnly: true } satisfies FieldDecl, total: true });

// boatUserInfoMessageReport: the crew of each shipowner within the caller's crew rights: how many,
// on board and ashore, with certificates warning or expired, and records not yet confirmed. The
// present state, so no dates; the largest crews first.
export const crewInfoReport = defineReport({
  name: 'crewInfoReport',
  label: L('船员信息报表', 'Seafarer information report'),
  menu: 'boatUserInfoMessageReport',
  source: { entity: BoatUserInfo, alias: 't' },
  scope: { of: 'BoatUserInfo' },
  dimensions: {
    shipownerId: { sql: 't.shipownerId', field: { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), filter: 'eq' }, none: L('（未指定）', '(none)') },
  },
  measures: {
    total: count(L('船员总数', 'Seafarers')),
    onBoard: count(L('在船', 'On board'), `t.boardState = ${sqlText(BOARD_STATE.OnBoard)}`),
    ashore: count(L('在家', 'Ashore'), `t.boardState = ${sqlText(BOARD_STATE.Ashore)}`),
    warning: count(L('证书预警', 'Certificates warning'), `t.credWarn = ${sqlText(WARN_STATUS.Warning)}`),
    expired: count(L('证书过期', 'Certificates expired'), `t.credWarn = ${sqlText(WARN_STATUS.Expired)}`),
    unconfirmed: count(L('信息未确认', 'Not confirmed'), "t.isConfirm <> '1'"),
  },
  filters: {
    crewtype: { sql: 't.crewtype', field: { type: 'dict', dict: 'crewType', label: L('船员性质', 'Crew type'), filter: 'eq' } },
    crewcategory: { sql: 't.crewcategory', field: { type: 'dict', dict: 'crewCategory', label: L('船员类别', 'Crew category'), filter: 'eq' } },
  },
  order: [{ name: 'total', desc: true }, { name: 'shipownerId' }],
  unnumbered: true,
});
