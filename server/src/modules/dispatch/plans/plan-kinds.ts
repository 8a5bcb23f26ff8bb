import { L } from '../../../core/resource/label';
import type { Label } from '../../../core/resource/resource.types';

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
  { resource: 'boatDispatchPlan', menu: 'boatDispatchPlan', view: 'boatDispatchPlanView', planType: '1', label: L('派遣计划', 'Dispatch plan') },
  // SPEC §7's BoatScatPlan calls: main list, list, ship list, CRUD
  { resource: 'BoatScatPlan', menu: 'boatScatteredSendPlan', view: 'boatScatteredSendPlanView', planType: '2', label: L('零星派遣计划', 'Scattered dispatch plan'), aliases: { getMainList: 'getList' } },
  { resource: 'boatNestingPlan', menu: 'boatNestingPlan', view: 'boatNestingPlanView', planType: '3', label: L('整船派遣计划', 'Nesting (full-crew) plan') },
] as const satisfies readonly PlanKind[];

export const planKindOf = (resource: string): PlanKind | undefined => PLAN_KINDS.find((k) => k.resource === resource);
export const planKindByType = (planType: string): PlanKind => PLAN_KINDS.find((k) => k.planType === planType) ?? PLAN_KINDS[0];

// planStatus: a draft until approved, in progress while an order is open, then finished
export const PlanStatus = { Draft: '1', InProgress: '2', Finished: '3', Closed: '4' } as const;
