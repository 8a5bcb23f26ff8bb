import { named } from '../../core/dictionary/dict-dsl';

// The dispatch dictionaries whose items are states the code tests for, each item named: the
// dictionaries (dispatch.dictionaries.ts) take their items from here, and TS and SQL take the typed
// constants (`DISPATCH_STATUS.Cancelled === '4'`). Pure: the web imports these constants too.
// Values never change once shipped (test/unit/shipped-ids.spec.ts).

export const dispatchType = named({
  Planned: ['1', '计划派遣', 'Planned dispatch'],
  Scattered: ['2', '零星派遣', 'Scattered dispatch'],
  Nesting: ['3', '整船派遣', 'Full-crew dispatch'],
});

export const dispatchOperation = named({
  SignOn: ['1', '上船', 'Sign-on'],
  SignOff: ['2', '下船', 'Sign-off'],
  Promotion: ['3', '晋升', 'Promotion'],
  ShipChange: ['4', '换船', 'Ship change'],
});

export const dispatchStatus = named({
  Pending: ['1', '待派遣', 'Pending'],
  Dispatching: ['2', '派遣中', 'Dispatching'],
  Finished: ['3', '已完成', 'Finished'],
  Cancelled: ['4', '已取消', 'Cancelled'],
  Closed: ['5', '已关闭', 'Closed'],
});

// a draft until approved, in progress while an order is open, then finished
export const planStatus = named({
  Draft: ['1', '草稿', 'Draft'],
  InProgress: ['2', '执行中', 'In progress'],
  Finished: ['3', '已完成', 'Finished'],
  Closed: ['4', '已关闭', 'Closed'],
});

export const dispatchLinkState = named({
  Open: ['1', '有效', 'Open'],
  Closed: ['2', '已关闭', 'Closed'],
});

export const DISPATCH_TYPE = dispatchType.values;
export const DISPATCH_OPERATION = dispatchOperation.values;
export const DISPATCH_STATUS = dispatchStatus.values;
export const PLAN_STATUS = planStatus.values;
export const DISPATCH_LINK_STATE = dispatchLinkState.values;
// orders still to be carried out, cancelled or closed
export const OPEN_STATUSES: string[] = [DISPATCH_STATUS.Pending, DISPATCH_STATUS.Dispatching];
