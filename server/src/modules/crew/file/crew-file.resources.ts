import { defineResource, ResourceDef } from '../../../core/resource/define-resource';
import type { DataScopeDecl, FieldDecl } from '../../../core/resource/resource.types';
import { BoatBank } from '../entities/boat-bank.entity';
import { BoatContract } from '../entities/boat-contract.entity';
import { BoatDebt } from '../entities/boat-debt.entity';
import { BoatEvaluate } from '../entities/boat-evaluate.entity';
import { BoatFamily } from '../entities/boat-family.entity';
import { BoatRelation } from '../entities/boat-relation.entity';
import { BoatWage } from '../entities/boat-wage.entity';
import { L } from '../../../core/resource/label';

// Rows of a seafarer's file are seen, added and changed with the seafarer (SPEC §5: the main record first).
export const OF_SEAFARER: DataScopeDecl = { via: { field: 'userId', resource: 'BoatUserInfo' } };
export const seafarerField: FieldDecl = { type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), filter: 'eq' };

// A tab of the seafarer's file: its screen's rights (boatUserInfoBank:add, …) guard its calls.
function tab(def: Omit<ResourceDef, 'scope'>): ResourceDef {
  return defineResource({ ...def, scope: OF_SEAFARER, fields: { userId: seafarerField, ...def.fields } });
}

export const boatBankResource = tab({
  name: 'BoatBank',
  label: L('银行账户', 'Bank account'),
  entity: BoatBank,
  menu: 'boatUserInfoBank',
  defaultSort: '-priorityUsed',
  fields: {
    cardholder: { type: 'string', label: L('持卡人', 'Account holder'), required: true, max: 64 },
    relationship: { type: 'dict', dict: 'relationship', label: L('与船员关系', 'Relationship'), inList: false },
    account: { type: 'string', label: L('账号', 'Account number'), required: true, max: 64 },
    currency: { type: 'dict', dict: 'currency', label: L('币种', 'Currency'), defaultValue: 'CNY' },
    depositBank: { type: 'string', label: L('开户行', 'Bank'), max: 100 },
    branch: { type: 'string', label: L('支行', 'Branch'), max: 100 },
    province: { type: 'string', label: L('省份', 'Province'), max: 32, inList: false },
    city: { type: 'string', label: L('城市', 'City'), max: 32, inList: false },
    swiftcode: { type: 'string', label: L('SWIFT 代码', 'SWIFT code'), max: 16 },
    priorityUsed: { type: 'dict', dict: 'yesOrNo', label: L('优先使用', 'Used first'), defaultValue: '0' },
  },
});

export const boatFamilyResource = tab({
  name: 'BoatFamily',
  label: L('家庭成员', 'Family member'),
  entity: BoatFamily,
  menu: 'boatUserInfoFamily',
  defaultSort: '-firstRelationman',
  fields: {
    name: { type: 'string', label: L('姓名', 'Name'), required: true, max: 64 },
    relationship: { type: 'dict', dict: 'relationship', label: L('关系', 'Relationship'), required: true },
    firstRelationman: { type: 'dict', dict: 'yesOrNo', label: L('第一联系人', 'First contact'), defaultValue: '0' },
    telephone: { type: 'string', format: 'phone', label: L('电话', 'Phone'), max: 32 },
    birthday: { type: 'date', notFuture: true, label: L('出生日期', 'Date of birth'), inList: false },
    education: { type: 'dict', dict: 'education', label: L('学历', 'Education'), inList: false },
    profession: { type: 'string', label: L('职业', 'Occupation'), max: 64 },
    workAddress: { type: 'string', label: L('工作单位', 'Workplace'), max: 255, inList: false },
    address: { type: 'string', label: L('住址', 'Address'), max: 255, inList: false },
    mailCode: { type: 'string', label: L('邮编', 'Postcode'), max: 16, inList: false },
    email: { type: 'string', format: 'email', label: L('邮箱', 'Email'), max: 128, inList: false },
  },
});

export const boatRelationResource = tab({
  name: 'BoatRelation',
  dateOrder: [['linkdate', 'planLinkdate', 'le']],
  label: L('联系记录', 'Contact log'),
  entity: BoatRelation,
  menu: 'boatUserInfoContact',
  defaultSort: '-linkdate',
  fields: {
    linkdate: { type: 'date', notFuture: true, label: L('联系日期', 'Contacted on'), required: true, filter: 'range' },
    linkman: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('联系人', 'Contacted by') },
    crewBuyer: { type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('负责业务员', 'Crew coordinator'), filter: 'eq' },
    boardDate: { type: 'date', label: L('可上船日期', 'Available from') },
    holiday: { type: 'string', label: L('休假情况', 'Leave'), max: 64, inList: false },
    result: { type: 'text', label: L('联系结果', 'Outcome'), max: 500 },
    traceFlag: { type: 'dict', dict: 'yesOrNo', label: L('需跟进', 'Follow up'), filter: 'eq', defaultValue: '0' },
    traceTime: { type: 'date', label: L('跟进日期', 'Follow-up date'), inList: false },
    planLinkdate: { type: 'date', label: L('计划联系日期', 'Next contact'), filter: 'range' },
    needUpdate: { type: 'dict', dict: 'yesOrNo', label: L('需更新资料', 'Record needs updating'), defaultValue: '0', inList: false },
    isReback: { type: 'dict', dict: 'yesOrNo', label: L('已回复', 'Replied'), defaultValue: '0', inList: false },
    isSatisfied: { type: 'dict', dict: 'yesOrNo', label: L('满意', 'Satisfied'), defaultValue: '1' },
    isDimission: { type: 'dict', dict: 'yesOrNo', label: L('有离职意向', 'Thinking of leaving'), defaultValue: '0' },
    reason: { type: 'text', label: L('原因', 'Reason'), max: 500, inList: false },
  },
});

export const boatContractResource = tab({
  name: 'BoatContract',
  dateOrder: [
    ['signDate', 'endDate', 'lt'],
    ['startDate', 'endDate', 'lt'],
  ],
  label: L('合同', 'Contract'),
  entity: BoatContract,
  menu: 'boatUserInfoContract',
  defaultSort: '-signDate',
  fields: {
    contractType: { type: 'dict', dict: 'contractType', label: L('合同类型', 'Contract type'), required: true, filter: 'eq' },
    contractNo: { type: 'string', label: L('合同编号', 'Contract number'), required: true, max: 64, filter: 'like' },
    signDate: { type: 'date', notFuture: true, label: L('签订日期', 'Signed on') },
    startDate: { type: 'date', label: L('开始日期', 'Starts') },
    endDate: { type: 'date', label: L('结束日期', 'Ends'), filter: 'range' },
    contractVersion: { type: 'string', label: L('合同版本', 'Version'), max: 32 },
    attach: { type: 'file', label: L('合同附件', 'Contract file'), inList: false },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255, inList: false },
  },
});

export const boatEvaluateResource = tab({
  name: 'boatEvaluate',
  label: L('评价', 'Evaluation'),
  entity: BoatEvaluate,
  menu: 'boatUserInfoEvaluate',
  defaultSort: '-evaluateDate',
  fields: {
    shipownerId: { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), filter: 'eq' },
    shipId: { type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('船舶', 'Ship') },
    duty: { type: 'dict', dict: 'duty', label: L('职务', 'Rank') },
    grade: { type: 'dict', dict: 'evaluateGrade', label: L('评价等级', 'Grade'), required: true, filter: 'eq' },
    evaluateDate: { type: 'date', notFuture: true, label: L('评价日期', 'Date') },
    proposal: { type: 'text', label: L('评价意见', 'Comments'), max: 1000 },
  },
});

export const boatDebtResource = tab({
  name: 'boatDebt',
  label: L('欠款', 'Debt'),
  entity: BoatDebt,
  menu: 'boatUserInfoDebt',
  defaultSort: '-debtDate',
  fields: {
    seamanCode: { type: 'string', label: L('船员编号', 'Crew number'), max: 32, readOnly: true },
    projectName: { type: 'string', label: L('项目', 'Item'), required: true, max: 100 },
    debtType: { type: 'dict', dict: 'debtType', label: L('欠款类型', 'Type'), required: true, filter: 'eq' },
    currency: { type: 'dict', dict: 'currency', label: L('币种', 'Currency'), required: true, defaultValue: 'CNY' },
    debtAmount: { type: 'money', label: L('金额', 'Amount'), required: true, min: 0.01 },
    debtDate: { type: 'date', notFuture: true, label: L('日期', 'Date'), filter: 'range' },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255 },
  },
});

export const boatWageResource = tab({
  name: 'BoatWage',
  dateOrder: [['startDate', 'endDate', 'lt']],
  label: L('工资', 'Wages'),
  entity: BoatWage,
  menu: 'boatUserInfoWork',
  defaultSort: '-startDate',
  fields: {
    shipownerId: { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner') },
    shipId: { type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('船舶', 'Ship') },
    duty: { type: 'dict', dict: 'duty', label: L('职务', 'Rank') },
    currency: { type: 'dict', dict: 'currency', label: L('币种', 'Currency'), required: true, defaultValue: 'USD' },
    wages: { type: 'money', label: L('月工资', 'Monthly wage'), required: true, min: 0.01 },
    startDate: { type: 'date', label: L('起始日期', 'From'), required: true },
    endDate: { type: 'date', label: L('截止日期', 'Until') },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255 },
  },
});

export const CREW_FILE_RESOURCES = [boatBankResource, boatFamilyResource, boatRelationResource, boatContractResource, boatEvaluateResource, boatDebtResource, boatWageResource];
