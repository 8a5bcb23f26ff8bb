import { L } from '../../../core/resource/label';
import type { Label } from '../../../core/resource/resource.types';
import { DISPATCH_TYPE, PLAN_STATUS } from '../dispatch.states';

// The three kinds of plan (GLOSSARY: 派遣计划, 零星派遣计划, 整船派遣计划), each with its list screen and
// view route (SPEC §2); planType is the dispatchType dictionary's value.
export interface PlanKind {
  resource: string;
  menu: string;
  view: string;
  planType: string;
  label: Label;
  aliases?: Record<string, string>;
}

// the resource names stay literal types: each kind's hooks are handed plan rows (ResourceRows)
export const PLAN_KINDS = [
  { resource: 'boatDispatchPlan', menu: 'boatDispatchPlan', view: 'boatDispatchPlanView', planType: DISPATCH_TYPE.Planned, label: L('派遣计划', 'Dispatch plan') },
  // SPEC §7's BoatScatPlan calls: main list, list, ship list, CRUD
  { resource: 'BoatScatPlan', menu: 'boatScatteredSendPlan', view: 'boatScatteredSendPlanView', planType: DISPATCH_TYPE.Scattered, label: L('零星派遣计划', 'Scattered dispatch plan'), aliases: { getMainList: 'getList' } },
  { resource: 'boatNestingPlan', menu: 'boatNestingPlan', view: 'boatNestingPlanView', planType: DISPATCH_TYPE.Nesting, label: L('整船派遣计划', 'Nesting (full-crew) plan') },
] as const satisfies readonly PlanKind[];

export const planKindOf = (resource: string): PlanKind | undefined => PLAN_KINDS.find((k) => k.resource === resource);
export const planKindByType = (planType: string): PlanKind => PLAN_KINDS.find((k) => k.planType === planType) ?? PLAN_KINDS[0];

// planStatus: the dictionary's named states (dispatch.states.ts)
export const PlanStatus = PLAN_STATUS;
