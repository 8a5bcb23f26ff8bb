import { defineResource, readOnlyView, type RowsOf } from '../../core/resource/define-resource';
import type { DataScopeDecl, Label, RelatedDecl } from '../../core/resource/resource.types';
import { CREDENTIAL_FLOW_RESOURCES } from './credentials/credential-flows.resources';
import { CREDENTIAL_RESOURCES } from './credentials/credential.resources';
import { CREW_FILE_RESOURCES } from './file/crew-file.resources';
import { BoatUserInfo } from './entities/boat-user-info.entity';
import { CREW_REPORTS } from './reports/crew-reports';
import { boatWorkResource } from './work/work.resources';
import { L } from '../../core/resource/label';

const fileTab = (resource: string, label: Label, inAdd?: number): RelatedDecl => ({ resource, field: 'userId', label, inRow: false, ...(inAdd ? { inAdd } : {}) });

// Seafarers follow the roles' crew rights (SPEC §6): all, own jurisdiction (the managing department),
// own shipowners, and always those one created.
export const CREW_SCOPE: DataScopeDecl = { provider: 'crew', dept: 'deptId', fields: { shipowner: 'shipownerId' }, creator: 'createdBy' };

export const boatUserInfoResource = defineResource({
  name: 'BoatUserInfo',
  dateOrder: [
    ['birthday', 'entrytime', 'lt'],
    ['entrytime', 'dimissiontime', 'le'],
  ],
  label: L('船员', 'Seafarer'),
  entity: BoatUserInfo,
  menu: 'boatUserInfoEditList',
  access: { insert: 'boatUserInfoAdd:add' },
  // the names SPEC §7 gives the standard calls
  aliases: {
    getBoatUserInfoList: 'getList',
    getUserInfoById: 'getById',
    updateBoatUserInfo: 'update',
    deleteBoatUserInfo: 'delete',
    exportBoatUserInfo: 'export',
  },
  scope: CREW_SCOPE,
  large: true,
  // the seafarer pickers and filters of other screens (an approval list's seafarer filter): the name and
  // number only, still within the reader's crew rights; the record itself needs the crew screens
  pick: ['name', 'enname', 'internalCode'],
  keyword: ['name', 'enname', 'internalCode', 'selfCode', 'idNumber', 'linkertel'],
  defaultSort: '-id',
  // the tabs of a seafarer's file (SPEC boatUserInfoEditForm), in this order after the main record;
  // `inAdd`: the ones step two of adding offers, 1 first. The file screen shows them all, so the
  // crew list has no row buttons for them.
  related: [
    fileTab('BoatWork', L('履历', 'Sea service'), 4),
    fileTab('boatUserCredential', L('船员证书', 'Certificates'), 1),
    fileTab('BoatBank', L('银行账户', 'Bank accounts'), 3),
    fileTab('BoatFamily', L('家庭成员', 'Family'), 2),
    fileTab('BoatContract', L('合同', 'Contracts'), 5),
    fileTab('boatEvaluate', L('评价', 'Evaluations')),
    fileTab('boatDebt', L('欠款', 'Debts')),
    fileTab('BoatRelation', L('联系记录', 'Contact log')),
    fileTab('BoatWage', L('工资', 'Wages')),
  ],
});

// onBoardBoat: the crew on board now, for the insurance office: with the insurance status the insurance
// module keeps on the record (its latest declaration's state), listed and filtered ("insured or not").
// The status comes right after the seafarer's name, rank and shipowner: the column the office reads
// this list for stays in view at 1366 px, not scrolled off to the right.
const { insuranceStatus: insuranceStatusField, ...recordFields } = boatUserInfoResource.fields;
const onBoardFields = Object.fromEntries(
  Object.entries(recordFields).flatMap(([k, f]) => (k === 'duty' ? [[k, f], ['insuranceStatus', { ...insuranceStatusField, inList: true, filter: 'in' as const }]] : [[k, f]])),
) as typeof boatUserInfoResource.fields;
export const onBoardCrewView = readOnlyView({ ...boatUserInfoResource, fields: onBoardFields }, {
  name: 'onBoardCrew',
  label: L('在船船员参保名单', 'On-board crew insurance list'),
  menu: 'onBoardBoat',
  where: { boardState: ['1'] },
  // SPEC §7's export of the on-board insurance list
  aliases: { onBoatInsuranceInfo: 'export' },
});

export const CREW_RESOURCES = [boatUserInfoResource, onBoardCrewView, boatWorkResource, ...CREW_FILE_RESOURCES, ...CREDENTIAL_RESOURCES, ...CREDENTIAL_FLOW_RESOURCES, ...CREW_REPORTS.map((r) => r.resource)] as const;

declare module '../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof CREW_RESOURCES> {}
}
