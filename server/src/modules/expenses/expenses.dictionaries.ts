import { defineDictionaries, extendDictionary } from '../../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../../core/dictionary/dict-dsl';
import { expenseClaimState, feeGroup } from './expenses.states';

// The expenses module's dictionaries (SPEC §3 expense claims).
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const EXPENSE_DICTIONARIES = defineDictionaries('expenses', [
  dict(344, 'feeGroup', '费用类别', 'Fee group', feeGroup.items),
  dict(345, 'feeType', '费用类型', 'Fee type', numbered([
    ['交通费', 'Transport'],
    ['体检/医疗费', 'Physical exam or medical'],
    ['住宿费', 'Hotel'],
    ['餐费', 'Food'],
    ['培训费', 'Course'],
    ['补贴', 'Subsidy'],
    ['其他', 'Other'],
    ['公司机票', 'Company air ticket'],
    ['签证费', 'Visa'],
  ])),
  dict(404, 'expenseClaimState', '报销单状态', 'Claim state', expenseClaimState.items),
]);

// Its approval flows' types, in the workflow's flowType (their processes, processes/<type>.bpmn, come with
// the module).
// Places are fixed once shipped, as values are; a new flow type takes the place after the last one taken
// (a place taken twice is refused at start, naming both modules).
extendDictionary('expenses', 'flowType', 13, [
  ['crewExpense', '船员报销', 'Crew expense claim'],
]);
