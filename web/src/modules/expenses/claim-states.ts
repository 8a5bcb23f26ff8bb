import { CLAIM_STATE } from '../../../../server/src/modules/expenses/expenses.states';

// a claim form is printed in review or approved (the server's transition table says the same; the unit
// test test/unit/expenses-transitions.spec.ts holds them together). Pure: no browser code.
export const PRINTABLE: readonly string[] = [CLAIM_STATE.InReview, CLAIM_STATE.Approved];
