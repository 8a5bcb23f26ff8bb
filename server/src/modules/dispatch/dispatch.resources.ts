import { defineResource, extendResource, type ResourceDef } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import type { DataScopeDecl, FieldDecl, Label } from '../../core/resource/resource.types';
import { defineFlowResource, FLOW_FIELDS } from '../../workflow/flow-entity';
import { OF_SEAFARER, seafarerField } from '../crew/file/crew-file.resources';
import { ComplianceRule } from './entities/compliance-rule.entity';
import { CrewReadiness } from './entities/crew-readiness.entity';
import { DispatchLink } from './entities/dispatch-link.entity';
import { DispatchOrder } from './entities/dispatch-order.entity';
import { DispatchPlan } from './entities/dispatch-plan.entity';
import { DispatchTemplate } from './entities/dispatch-template.entity';
import { PLAN_KINDS, type PlanKind } from './plans/plan-kinds';
import { DISPATCH_STATUS, DISPATCH_TYPE } from './dispatch.states';

// Plans follow the crew rights of SPEC §6 by their shipowner (own shipowners), the department that made
// them (own jurisdiction) and their maker; orders are seen with their seafarer.
const PLAN_SCOPE: DataScopeDecl = { provider: 'crew', dept: 'deptId', fields: { shipowner: 'shipownerId' }, creator: 'createdBy' };

const count = (zh: string, en: string): FieldDecl => ({ type: 'int', label: L(zh, en), readOnly: true });
const shipownerField: FieldDecl = { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), required: true, filter: 'eq' };
const shipField = (label: Label, required = false): FieldDecl => ({ type: 'ref', ref: 'BoatShip', refLabel: 'name', refFilter: { shipownerId: 'shipownerId' }, label, required, filter: 'eq' });

export const PLAN_FIELDS: Record<string, FieldDecl> = {
  code: FLOW_FIELDS.code,
  shipownerId: shipownerField,
  shipId: shipField(L('船舶', 'Ship')),
  templateId: { type: 'ref', ref: 'BoatPlanDispatchTemp', refLabel: 'name', label: L('配员模板', 'Manning template'), inList: false },
  planDate: { type: 'date', notPast: true, label: L('计划日期', 'Plan date'), filter: 'range' },
  planStatus: { type: 'dict', dict: 'planStatus', label: L('计划状态', 'Plan status'), readOnly: true, filter: 'eq' },
  orderCount: count('派遣单数', 'Orders'),
  onBoardCount: count('在船人数', 'On board'),
  boardingCount: count('上船', 'Sign-ons'),
  signOffCount: count('下船', 'Sign-offs'),
  promotionCount: count('晋升', 'Promotions'),
  shipChangeCount: count('换船', 'Ship changes'),
  seniorCount: { ...count('船长/轮机长', 'Masters / chief engineers'), inList: false },
  nonCompliantCount: count('资质不符', 'Not compliant'),
  overrideCount: { ...count('资质豁免', 'Overridden'), inList: false },
  remark: { type: 'text', label: L('备注', 'Remarks'), max: 500 },
  planType: { type: 'dict', dict: 'dispatchType', label: L('计划类型', 'Plan kind'), readOnly: true, inList: false },
  ...Object.fromEntries(Object.entries(FLOW_FIELDS).filter(([k]) => k !== 'code')),
};

// The three kinds of plan (SPEC §2), one declaration each over one table: their own screen and rights.
function planResource(kind: PlanKind): ResourceDef {
  return defineFlowResource({
    name: kind.resource,
    label: kind.label,
    entity: DispatchPlan,
    menu: kind.menu,
    processId: 'dispatchPlan',
    flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
    scope: PLAN_SCOPE,
    where: { planType: [kind.planType] },
    aliases: kind.aliases,
    keyword: ['code', 'remark'],
    defaultSort: '-id',
    fields: kind.planType === DISPATCH_TYPE.Nesting ? { ...PLAN_FIELDS, shipId: shipField(L('船舶', 'Ship'), true) } : PLAN_FIELDS,
    related: [{ resource: 'BoatPlanDispatch', field: 'planId', label: L('派遣单', 'Dispatch orders') }],
  });
}

export const ORDER_FIELDS: Record<string, FieldDecl> = {
  dispatchCode: { type: 'string', label: L('派遣单号', 'Order number'), readOnly: true, filter: 'like' },
  planId: { type: 'ref', ref: 'boatDispatchPlanAny', refLabel: 'code', label: L('派遣计划', 'Plan'), required: true, filter: 'eq' },
  // who and what an order is for stay as made (createOnly: the edit form leaves them out)
  userId: { ...seafarerField, required: true, createOnly: true },
  operation: { type: 'dict', dict: 'dispatchOperation', label: L('派遣业务', 'Change'), required: true, filter: 'eq', createOnly: true },
  shipownerId: { ...shipownerField, readOnly: true, required: false },
  shipId: { ...shipField(L('船舶', 'Ship'), true), createOnly: true },
  duty: { type: 'dict', dict: 'duty', label: L('职务', 'Rank'), required: true, filter: 'eq' },
  newDuty: { type: 'dict', dict: 'duty', label: L('新职务', 'New rank') },
  newShipId: { ...shipField(L('新船舶', 'New ship')), filter: undefined },
  planDate: { type: 'date', notPast: true, label: L('计划日期', 'Planned date'), required: true, filter: 'range' },
  planPort: { type: 'dict', dict: 'port', label: L('港口', 'Port') },
  planLeaveDate: { type: 'date', notPast: true, label: L('计划下船日期', 'Planned sign-off'), filter: 'range' },
  relievesUserId: { ...seafarerField, required: false, label: L('接替船员', 'Relieves'), inList: false },
  status: { type: 'dict', dict: 'dispatchStatus', label: L('派遣状态', 'Status'), readOnly: true, filter: 'eq' },
  operationStatus: { type: 'dict', dict: 'dispatchOperationStatus', label: L('派遣中', 'Dispatching'), readOnly: true },
  compliant: { type: 'dict', dict: 'yesOrNo', label: L('资质符合', 'Compliant'), readOnly: true, filter: 'eq' },
  overrideReason: { type: 'text', label: L('资质豁免理由', 'Compliance override reason'), readOnly: true },
  cancelReason: { type: 'text', label: L('取消原因', 'Reason cancelled'), readOnly: true },
  workId: { type: 'int', label: L('履历', 'Stint'), readOnly: true, inList: false },
  executedAt: { type: 'datetime', label: L('执行时间', 'Carried out'), readOnly: true, inList: false },
  regeneratedFrom: { type: 'int', label: L('原派遣单', 'Replaces order'), readOnly: true, inList: false },
  compliance: { type: 'json', label: L('资质检查', 'Compliance check'), readOnly: true, inList: false },
  confirmations: { type: 'json', label: L('已确认的提示', 'Warnings confirmed'), readOnly: true, inList: false },
};

// Dispatch orders (boatDispatchManage lists them all; the plan views show a plan's). Written by the
// operations of orders/order.operations.ts, which apply SPEC §5's rules, so the generic insert is off.
export const dispatchOrderResource = defineResource({
  name: 'BoatPlanDispatch',
  label: L('派遣单', 'Dispatch order'),
  entity: DispatchOrder,
  menu: 'boatDispatchManage',
  operations: ['getList', 'getById', 'delete', 'export'],
  aliases: { getBoatPlanDispatchList: 'getList', getBoatPlanDispatchById: 'getById', deleteBoatPlanDispatch: 'delete', exportBoatDispatchInfo: 'export' },
  scope: OF_SEAFARER,
  keyword: ['dispatchCode'],
  defaultSort: '-planDate',
  editWhen: { status: [DISPATCH_STATUS.Pending] },
  fields: ORDER_FIELDS,
  related: [{ resource: 'BoatDispatchLink', field: 'orderId', label: L('关联申请', 'Linked applications') }],
});

// Every plan whatever its kind: what an order's plan field points at (labels, pickers).
export const anyPlanResource = defineResource({
  name: 'boatDispatchPlanAny',
  label: L('派遣计划', 'Dispatch plan'),
  entity: DispatchPlan,
  menu: 'boatDispatchManage',
  operations: ['getList', 'getById'],
  scope: PLAN_SCOPE,
  keyword: ['code'],
  defaultSort: '-id',
  fields: { ...PLAN_FIELDS, planType: { ...PLAN_FIELDS.planType, inList: true, filter: 'eq' } },
});

export const dispatchLinkResource = defineResource({
  name: 'BoatDispatchLink',
  label: L('关联申请', 'Linked application'),
  entity: DispatchLink,
  menu: 'boatDispatchManage',
  operations: ['getList', 'getById'],
  scope: { via: { field: 'orderId', resource: 'BoatPlanDispatch' } },
  defaultSort: 'id',
  fields: {
    orderId: { type: 'ref', ref: 'BoatPlanDispatch', refLabel: 'dispatchCode', label: L('派遣单', 'Dispatch order'), readOnly: true, filter: 'eq' },
    kind: { type: 'dict', dict: 'dispatchLinkKind', label: L('申请类型', 'Application'), readOnly: true, filter: 'eq' },
    appId: { type: 'int', label: L('申请', 'Application'), readOnly: true },
    state: { type: 'dict', dict: 'dispatchLinkState', label: L('状态', 'State'), readOnly: true, filter: 'eq' },
  },
});

export const dispatchTemplateResource = defineResource({
  name: 'BoatPlanDispatchTemp',
  label: L('配员模板', 'Manning template'),
  entity: DispatchTemplate,
  menu: 'boatPlanDispatchTemp',
  aliases: { insertBoatPlanDispatchTemp: 'insert', updateBoatPlanDispatchTemp: 'update', deleteBoatPlanDispatchTemp: 'delete' },
  pick: ['name', 'shipType'],
  keyword: ['name'],
  defaultSort: 'name',
  fields: {
    name: { type: 'string', label: L('模板名称', 'Name'), required: true, max: 100, filter: 'like', unique: true },
    shipType: { type: 'dict', dict: 'shipType', label: L('船舶类型', 'Ship type'), filter: 'eq' },
    // edited as text: the rank's dictionary value and its number of places, e.g. 1:1, 2:1, 12:3
    slots: { type: 'text', label: L('职务配员（职务:人数，如 1:1, 2:1, 12:3）', 'Rank slots (rank:places, e.g. 1:1, 2:1, 12:3)'), required: true, max: 400 },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255 },
  },
});

// The compliance matrix (dispatchCompliance): one row per rank, ship type and certificate kind required.
// Every company's plans are checked against it, so it is company-wide: a branch's buttons alone would let
// it change the rules another branch's plans must meet.
export const complianceRuleResource = defineResource({
  name: 'dispatchComplianceRule',
  label: L('资质要求', 'Certificate requirement'),
  entity: ComplianceRule,
  menu: 'dispatchCompliance',
  companyWide: true,
  defaultSort: 'duty',
  fields: {
    duty: { type: 'dict', dict: 'duty', label: L('职务', 'Rank'), required: true, filter: 'eq' },
    shipType: { type: 'dict', dict: 'shipType', label: L('船舶类型（空为全部）', 'Ship type (empty: all)'), filter: 'eq' },
    credentialId: { type: 'ref', ref: 'SysCredential', refLabel: 'name', label: L('证书类型', 'Certificate kind'), required: true, filter: 'eq' },
    remark: { type: 'string', label: L('说明', 'Notes'), max: 255 },
  },
});

// The seafarer's ready date, on the seafarer's record and its list.
export const crewReadinessExtension = extendResource({
  resource: 'BoatUserInfo',
  entity: CrewReadiness,
  key: 'userId',
  after: 'boardState',
  fields: { readyDate: { type: 'date', label: L('可派日期', 'Ready from'), filter: 'range' } },
});

export const PLAN_RESOURCES = PLAN_KINDS.map(planResource);
export const DISPATCH_RESOURCES = [...PLAN_RESOURCES, anyPlanResource, dispatchOrderResource, dispatchLinkResource, dispatchTemplateResource, complianceRuleResource];
