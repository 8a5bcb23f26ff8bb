import { named } from '../../core/dictionary/dict-dsl';

// The expense dictionaries whose items the code tests for, each item named: the dictionaries
// (expenses.dictionaries.ts) take their items from here, TS and SQL the typed constants
// (`CLAIM_STATE.Approved === '3'`). Pure: the web imports these constants too.
// Values never change once shipped (test/unit/shipped-ids.spec.ts).

// a claim line's group (SPEC §3): an expense the seafarer paid (EXP) or a cash advance he was given (CA)
export const feeGroup = named({
  Expense: ['EXP', '报销', 'Expense'],
  CashAdvance: ['CA', '借支', 'Cash advance'],
});

// a claim's state, moved only through claims/claim-transitions.ts
export const expenseClaimState = named({
  Draft: ['1', '草稿', 'Draft'],
  InReview: ['2', '审批中', 'In review'],
  Approved: ['3', '已通过', 'Approved'],
  Rejected: ['4', '已驳回', 'Rejected'],
});

export const FEE_GROUP = feeGroup.values;
export const CLAIM_STATE = expenseClaimState.values;

// the currency the totals are kept in: a line in another currency is counted at its exchange rate
export const HOME_CURRENCY = 'CNY';
