import { defineDictionaries, extendDictionary } from '../../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../../core/dictionary/dict-dsl';
import { assumeType, balanceAdjustType, coverProblem, coverState, policyState, insuranceDeclareType, insuranceStatus, payStatus } from './insurance.states';

// Insurance and social security: kinds, declarations, covers and payments.
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const INSURANCE_DICTIONARIES = defineDictionaries('insurance', [
  dict(323, 'insuranceType', '险种', 'Insurance type', numbered([
    ['养老保险', 'Pension insurance'],
    ['医疗保险', 'Medical insurance'],
    ['失业保险', 'Unemployment insurance'],
    ['工伤保险', 'Work injury insurance'],
    ['生育保险', 'Maternity insurance'],
    ['住房公积金', 'Housing fund'],
  ])),
  dict(324, 'assumeType', '承担方式', 'Cost bearer', assumeType.items),
  dict(325, 'busiInsuranceType', '商业保险类型', 'Commercial insurance type', numbered([
    ['意外伤害险', 'Personal accident'],
    ['船员责任险', 'Crew liability'],
    ['雇主责任险', "Employer's liability"],
    ['补充医疗险', 'Supplementary medical'],
  ])),
  dict(326, 'disabilityType', '伤残等级', 'Disability grade', ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'].map((z, i): [string, string, string] => [String(i + 1), `${z}级伤残`, `Grade ${i + 1}`])),
  dict(327, 'insuranceDeclareType', '申报类型', 'Declaration type', insuranceDeclareType.items),
  dict(328, 'insuranceStatus', '保险状态', 'Insurance status', insuranceStatus.items),
  dict(329, 'payStatus', '缴费状态', 'Payment status', payStatus.items),
  dict(382, 'insuranceCoverState', '参保状态', 'Cover state', coverState.items),
  // what a disability case costs the company besides the cover (the fee rows of boatInsuranceDisabilities)
  dict(383, 'disabilityFeeType', '伤残费用类型', 'Disability fee', numbered([
    ['一次性伤残补助金', 'One-off disability allowance'],
    ['伤残津贴', 'Disability benefit'],
    ['医疗费', 'Medical costs'],
    ['护理费', 'Nursing costs'],
    ['辅助器具费', 'Assistive devices'],
  ])),
  dict(384, 'balanceAdjustType', '余额调整类型', 'Balance change', balanceAdjustType.items),
  dict(385, 'policyState', '保单状态', 'Policy state', policyState.items),
  dict(386, 'coverProblem', '参保问题', 'Cover problem', coverProblem.items),
]);

// Its approval flows' types, in the workflow's flowType (their processes, processes/<type>.bpmn, come with
// the module).
// Places are fixed once shipped, as values are; a new flow type takes the place after the last one taken
// (a place taken twice is refused at start, naming both modules).
extendDictionary('insurance', 'flowType', 9, [
  ['insurance', '保险申报', 'Insurance declaration'],
]);
