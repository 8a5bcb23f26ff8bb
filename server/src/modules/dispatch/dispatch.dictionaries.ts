import { defineDictionaries } from '../../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../../core/dictionary/dict-dsl';

// Dispatch: plans, orders, their operations and the applications an order carries.
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const DISPATCH_DICTIONARIES = defineDictionaries('dispatch', [
  dict(330, 'dispatchType', '派遣方式', 'Dispatch type', numbered([
    ['计划派遣', 'Planned dispatch'],
    ['零星派遣', 'Scattered dispatch'],
    ['整船派遣', 'Full-crew dispatch'],
  ])),
  dict(331, 'dispatchOperation', '派遣业务', 'Dispatch operation', numbered([
    ['上船', 'Sign-on'],
    ['下船', 'Sign-off'],
    ['晋升', 'Promotion'],
    ['换船', 'Ship change'],
  ])),
  dict(332, 'dispatchStatus', '派遣状态', 'Dispatch status', numbered([
    ['待派遣', 'Pending'],
    ['派遣中', 'Dispatching'],
    ['已完成', 'Finished'],
    ['已取消', 'Cancelled'],
    ['已关闭', 'Closed'],
  ])),
  dict(333, 'planStatus', '计划状态', 'Plan status', numbered([
    ['草稿', 'Draft'],
    ['执行中', 'In progress'],
    ['已完成', 'Finished'],
    ['已关闭', 'Closed'],
  ])),
  dict(379, 'dispatchOperationStatus', '派遣中状态', 'Dispatching state', numbered([
    ['上船中', 'Signing on'],
    ['下船中', 'Signing off'],
    ['晋升中', 'Being promoted'],
    ['换船中', 'Changing ship'],
  ])),
  dict(380, 'dispatchLinkState', '关联申请状态', 'Linked application state', numbered([
    ['有效', 'Open'],
    ['已关闭', 'Closed'],
  ])),
  // the kinds of application a dispatch order may carry (dispatch/links/link-kinds.ts registers each)
  dict(381, 'dispatchLinkKind', '关联申请类型', 'Linked application kind', [
    ['credentialDeal', '证书办理', 'Certificate renewal'],
    ['insurance', '保险申报', 'Insurance declaration'],
    ['ticket', '机票', 'Air ticket'],
    ['hotel', '酒店预订', 'Hotel booking'],
    ['clothes', '工作服', 'Work clothes'],
  ]),
]);
