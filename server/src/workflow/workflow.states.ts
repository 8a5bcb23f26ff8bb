import { named } from '../core/dictionary/dict-dsl';

// A request's state and an approval's result, named (core/dictionary/dict-dsl.ts): the dictionaries
// take their items from here, TS and SQL the typed constants. Pure: the web imports them too.
export const businessStatus = named({
  Draft: ['1', '草稿', 'Draft'],
  InApproval: ['2', '审批中', 'In approval'],
  Finished: ['3', '已完成', 'Finished'],
});

export const approvalResult = named({
  Agree: ['1', '同意', 'Agree'],
  Disagree: ['2', '不同意', 'Disagree'],
  InApproval: ['3', '审批中', 'In approval'],
});

export const BUSINESS_STATUS = businessStatus.values;
export const APPROVAL_RESULT = approvalResult.values;
