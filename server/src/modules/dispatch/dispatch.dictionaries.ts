import { defineDictionaries, extendDictionary } from '../../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../../core/dictionary/dict-dsl';
import { dispatchLinkState, dispatchOperation, dispatchStatus, dispatchType, planStatus } from './dispatch.states';

// Dispatch: plans, orders, their operations and the applications an order carries.
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const DISPATCH_DICTIONARIES = defineDictionaries('dispatch', [
  dict(330, 'dispatchType', '派遣方式', 'Dispatch type', dispatchType.items),
  dict(331, 'dispatchOperation', '派遣业务', 'Dispatch operation', dispatchOperation.items),
  dict(332, 'dispatchStatus', '派遣状态', 'Dispatch status', dispatchStatus.items),
  dict(333, 'planStatus', '计划状态', 'Plan status', planStatus.items),
  dict(379, 'dispatchOperationStatus', '派遣中状态', 'Dispatching state', numbered([
    ['上船中', 'Signing on'],
    ['下船中', 'Signing off'],
    ['晋升中', 'Being promoted'],
    ['换船中', 'Changing ship'],
  ])),
  dict(380, 'dispatchLinkState', '关联申请状态', 'Linked application state', dispatchLinkState.items),
  // the kinds of application a dispatch order may carry (dispatch/links/link-kinds.ts registers each)
  dict(381, 'dispatchLinkKind', '关联申请类型', 'Linked application kind', [
    ['credentialDeal', '证书办理', 'Certificate renewal'],
    ['insurance', '保险申报', 'Insurance declaration'],
    ['ticket', '机票', 'Air ticket'],
    ['hotel', '酒店预订', 'Hotel booking'],
    ['clothes', '工作服', 'Work clothes'],
    ['car', '用车', 'Car use'],
  ]),
]);

// Its approval flows' types, in the workflow's flowType (one per process it ships: processes/<type>.bpmn).
// Places are fixed once shipped, as values are; a new flow type takes the place after the last one taken
// (a place taken twice is refused at start, naming both modules).
extendDictionary('dispatch', 'flowType', 14, [
  ['dispatchPlan', '派遣计划', 'Dispatch plan'],
]);
