import { defineResource, readOnlyView } from '../../core/resource/define-resource';
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
  fields: {
    // what a crew manager scans a list for first
    internalCode: { type: 'string', label: L('内部编号', 'Crew number'), max: 32, unique: true, filter: 'eq' },
    name: { type: 'string', label: L('姓名', 'Name'), required: true, max: 64, filter: 'like' },
    enname: { type: 'string', label: L('英文名', 'Name in English'), max: 100, filter: 'like' },
    sex: { type: 'dict', dict: 'gender', label: L('性别', 'Sex'), required: true },
    duty: { type: 'dict', dict: 'duty', label: L('职务', 'Rank'), filter: 'eq' },
    shipownerId: { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('所属船东', 'Shipowner'), filter: 'eq' },
    shipId: { type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('当前船舶', 'Current ship'), filter: 'eq', readOnly: true },
    boardState: { type: 'dict', dict: 'boardState', label: L('在船状态', 'On board'), filter: 'eq', readOnly: true },
    credWarn: { type: 'dict', dict: 'warnStatus', label: L('证书状态', 'Certificates'), filter: 'in', readOnly: true },
    crewcategory: { type: 'dict', dict: 'crewCategory', label: L('船员类别', 'Crew category'), filter: 'eq' },
    crewtype: { type: 'dict', dict: 'crewType', label: L('船员性质', 'Crew type'), filter: 'eq' },
    nationality: { type: 'dict', dict: 'nationality', label: L('国籍', 'Nationality'), filter: 'eq', defaultValue: 'CN' },
    linkertel: { type: 'string', format: 'phone', label: L('联系电话', 'Phone'), max: 32 },
    crewbuyers: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('负责业务员', 'Crew coordinator'), filter: 'eq' },
    isConfirm: { type: 'dict', dict: 'yesOrNo', label: L('信息已确认', 'Record confirmed'), filter: 'eq', defaultValue: '0' },
    // identity, contact and employment
    photo: { type: 'file', label: L('照片', 'Photo'), inList: false },
    birthday: { type: 'date', notFuture: true, label: L('出生日期', 'Date of birth'), filter: 'range', inList: false },
    nativeplace: { type: 'string', label: L('籍贯', 'Place of origin'), max: 100, inList: false },
    marital: { type: 'dict', dict: 'marital', label: L('婚姻状况', 'Marital status'), inList: false },
    // a resident identity card number for nationality CN, a foreign seafarer's own number otherwise:
    // checked by CrewOperations.identityNumber, which sees the nationality
    idNumber: { type: 'string', label: L('身份证号', 'ID card number'), max: 32, unique: true, filter: 'eq', inList: false },
    linkertel2: { type: 'string', format: 'phone', label: L('备用电话', 'Second phone'), max: 32, inList: false },
    qq: { type: 'string', label: L('QQ', 'QQ'), max: 32, inList: false },
    weixin: { type: 'string', label: L('微信', 'WeChat'), max: 64, inList: false },
    email: { type: 'string', format: 'email', label: L('邮箱', 'Email'), max: 128, inList: false },
    address: { type: 'string', label: L('家庭住址', 'Home address'), max: 255, inList: false },
    postcode: { type: 'string', label: L('邮编', 'Postcode'), max: 16, inList: false },
    airport: { type: 'string', label: L('就近机场', 'Nearest airport'), max: 64, inList: false },
    entrytime: { type: 'date', notFuture: true, label: L('入职日期', 'Entry date'), filter: 'range', inList: false },
    dimissiontime: { type: 'date', notFuture: true, label: L('离职日期', 'Exit date'), inList: false },
    certificateduty: { type: 'dict', dict: 'duty', label: L('证书职务', 'Rank on certificate'), inList: false },
    boattype: { type: 'dict', dict: 'shipType', label: L('适任船型', 'Ship type experience'), filter: 'eq', inList: false },
    zone: { type: 'dict', dict: 'zone', label: L('区域', 'Region'), filter: 'eq', inList: false },
    branchoffice: { type: 'dict', dict: 'branchOffice', label: L('所属分公司', 'Branch office'), filter: 'eq', inList: false },
    deptId: { type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('管辖部门', 'Managed by'), filter: 'eq', inList: false },
    recommender: { type: 'string', label: L('推荐人', 'Recommender'), max: 64, inList: false },
    socialaccount: { type: 'string', label: L('社保账号', 'Social security number'), max: 32, inList: false },
    education: { type: 'dict', dict: 'education', label: L('学历', 'Education'), inList: false },
    major: { type: 'string', label: L('专业', 'Major'), max: 64, inList: false },
    height: { type: 'int', label: L('身高（厘米）', 'Height (cm)'), min: 100, max: 250, inList: false },
    weight: { type: 'int', label: L('体重（公斤）', 'Weight (kg)'), min: 30, max: 250, inList: false },
    clothesSize: { type: 'dict', dict: 'workClothesSize', label: L('工作服尺码', 'Work clothes size'), inList: false },
    shoesize: { type: 'dict', dict: 'shoeSize', label: L('鞋码', 'Shoe size'), inList: false },
    selfCode: { type: 'string', label: L('自编号', 'Own number'), max: 32, filter: 'eq', inList: false },
    insuranceStatus: { type: 'dict', dict: 'insuranceStatus', label: L('参保状态', 'Insurance status'), readOnly: true, inList: false },
    balance: { type: 'money', label: L('余额', 'Balance'), readOnly: true, inList: false },
    isSalaryDeduct: { type: 'dict', dict: 'yesOrNo', label: L('工资代扣', 'Deduct from wages'), defaultValue: '0', inList: false },
    remarks: { type: 'text', label: L('备注', 'Remarks'), max: 500 },
  },
});

// onBoardBoat: the crew on board now, for the insurance office. The insurance columns join it when the
// insurance module exists.
export const onBoardCrewView = readOnlyView(boatUserInfoResource, {
  name: 'onBoardCrew',
  label: L('在船船员参保名单', 'On-board crew insurance list'),
  menu: 'onBoardBoat',
  where: { boardState: ['1'] },
});

export const CREW_RESOURCES = [boatUserInfoResource, onBoardCrewView, boatWorkResource, ...CREW_FILE_RESOURCES, ...CREDENTIAL_RESOURCES, ...CREDENTIAL_FLOW_RESOURCES, ...CREW_REPORTS.map((r) => r.resource)];
