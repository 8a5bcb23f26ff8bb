import { AppException } from '../../server/src/core/errors/app.exception';
import { CLAIM_TRANSITIONS, nextState, transition } from '../../server/src/modules/expenses/claims/claim-transitions';
import { CLAIM_STATE as S } from '../../server/src/modules/expenses/expenses.states';
import { PRINTABLE } from '../../web/src/modules/expenses/claim-states';

// The claim's transition table (issue 23 §6): what each state allows, and a refusal naming both.
describe('claim transitions', () => {
  it('a draft is edited, deleted and submitted; in review approved, rejected or withdrawn; approved printed and checked; rejected nothing', () => {
    expect(Object.fromEntries(Object.entries(CLAIM_TRANSITIONS).map(([s, moves]) => [s, Object.keys(moves).sort()]))).toEqual({
      [S.Draft]: ['delete', 'edit', 'submit'],
      [S.InReview]: ['approve', 'check', 'print', 'reject', 'withdraw'],
      [S.Approved]: ['check', 'print'],
      [S.Rejected]: [],
    });
    expect([nextState(S.Draft, 'submit'), nextState(S.InReview, 'withdraw'), nextState(S.InReview, 'approve'), nextState(S.InReview, 'reject')]).toEqual([S.InReview, S.Draft, S.Approved, S.Rejected]);
  });

  it('an illegal move is 409 expenses.illegalTransition with the state and the action in both languages', () => {
    let e: AppException | undefined;
    try {
      transition(S.Approved, 'edit');
    } catch (x) {
      e = x as AppException;
    }
    expect(e?.key).toBe('expenses.illegalTransition');
    expect(e?.status).toBe(409);
    expect(e?.params).toEqual({ from: { zh: '已通过', en: 'approved' }, action: { zh: '修改', en: 'edited' } });
  });

  it('the web offers Print on the states the table prints', () => {
    expect([...PRINTABLE].sort()).toEqual(Object.entries(CLAIM_TRANSITIONS).filter(([, m]) => 'print' in m).map(([s]) => s).sort());
  });
});
