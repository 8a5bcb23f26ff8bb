import { defineResource, extendResource, type ResourceDef, type RowsOf } from '../../core/resource/define-resource';
import { fieldsOf } from '../../core/resource/field.decorator';
import { L } from '../../core/resource/label';
import type { DataScopeDecl } from '../../core/resource/resource.types';
import { defineFlowResource } from '../../workflow/flow-entity';
import { OF_SEAFARER } from '../crew/file/crew-file.resources';
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

// The three kinds of plan (SPEC §2), one declaration each over one table: their own screen and rights.
function planResource<K extends PlanKind>(kind: K): ResourceDef<DispatchPlan, K['resource']> {
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
    // a plan's number leads its list, before the rest of the flow columns
    first: ['code'],
    // a nesting plan mans one ship, so it names it
    ...(kind.planType === DISPATCH_TYPE.Nesting ? { refine: { shipId: { required: true } } } : {}),
    related: [{ resource: 'BoatPlanDispatch', field: 'planId', label: L('派遣单', 'Dispatch orders') }],
  });
}

// The order's fields, which the order operations' bodies take theirs from.
export const ORDER_FIELDS = fieldsOf(DispatchOrder);

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
  first: ['code'],
  // the kinds side by side: the plan kind is a column and a filter
  refine: { planType: { inList: true, filter: 'eq' } },
});

export const dispatchLinkResource = defineResource({
  name: 'BoatDispatchLink',
  label: L('关联申请', 'Linked application'),
  entity: DispatchLink,
  menu: 'boatDispatchManage',
  operations: ['getList', 'getById'],
  scope: { via: { field: 'orderId', resource: 'BoatPlanDispatch' } },
  defaultSort: 'id',
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
});

// The seafarer's ready date, on the seafarer's record and its list.
export const crewReadinessExtension = extendResource({
  resource: 'BoatUserInfo',
  entity: CrewReadiness,
  key: 'userId',
  after: 'boardState',
});

export const PLAN_RESOURCES = PLAN_KINDS.map(planResource);
export const DISPATCH_RESOURCES = [...PLAN_RESOURCES, anyPlanResource, dispatchOrderResource, dispatchLinkResource, dispatchTemplateResource, complianceRuleResource] as const;

declare module '../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof DISPATCH_RESOURCES> {}
}
