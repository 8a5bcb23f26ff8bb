import { defineDictionaries } from '../../../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../../../core/dictionary/dict-dsl';

// Held by the system module until the recruitment module is built (see pending-modules.ts): when it lands this file
// moves to server/src/modules/recruitment/recruitment.dictionaries.ts unchanged.
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const RECRUITMENT_DICTIONARIES = defineDictionaries('recruitment', [
  dict(357, 'jobStatus', '需求状态', 'Requirement status', numbered([
    ['待处理', 'Pending'],
    ['处理中', 'Processing'],
    ['已完成', 'Finished'],
  ])),
  dict(358, 'recruitSource', '招聘渠道', 'Recruitment channel', numbered([
    ['校园招聘', 'Campus recruitment'],
    ['网络招聘', 'Online job board'],
    ['内部推荐', 'Referral'],
    ['船员市场', 'Seafarer labour market'],
    ['其他', 'Other'],
  ])),
]);
