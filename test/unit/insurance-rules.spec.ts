import { kindShares, monthlyShares } from '../../server/src/modules/insurance/params/contribution.rule';
import { DECLARATION_TRANSITIONS, nextState, transition } from '../../server/src/modules/insurance/declarations/declaration-transitions';
import { ASSUME_TYPE, DECLARATION_STATE as S, insuranceStatus } from '../../server/src/modules/insurance/insurance.states';
import { AppException } from '../../server/src/core/errors/app.exception';
import { formatMessage } from '../../server/src/core/errors/error-code';
import '../../server/src/modules/insurance/insurance.errors';

const RATES = {
  pensionCompany: 16, pensionPerson: 8, medicalCompany: 9.5, medicalPerson: 2, unemploymentCompany: 0.5, unemploymentPerson: 0.5,
  injuryCompany: 0.4, injuryPerson: 0, maternityCompany: 0.8, maternityPerson: 0, fundCompany: 12, fundPerson: 12,
};

// Issue 22 §1–2: a month of cover from the office's rates, and the declarations' transition table.
describe('contributions', () => {
  it('each kind rounded to the cent on its own, then summed; the fund only with a fund base', () => {
    // 4,567.89 × 0.4 % = 18.27156 → 18.27; × 9.5 % = 433.94955 → 433.95
    const shares = kindShares(RATES, { insuranceBase: '4567.89', assumeType: ASSUME_TYPE.Shared });
    expect(shares.map((k) => k.type)).toEqual(['1', '2', '3', '4', '5']);
    expect(shares.find((k) => k.type === '4')).toEqual({ type: '4', company: 1827, person: 0 });
    expect(shares.find((k) => k.type === '2')).toEqual({ type: '2', company: 43395, person: 9136 });
    expect(kindShares(RATES, { insuranceBase: 5000, fundBase: 3000, assumeType: ASSUME_TYPE.Shared }).at(-1)).toEqual({ type: '6', company: 36000, person: 36000 });
  });

  it('who bears the shares: the person both, the company both, or each its own', () => {
    const terms = { insuranceBase: 5000, fundBase: 5000 };
    expect(monthlyShares(RATES, { ...terms, assumeType: ASSUME_TYPE.Shared, busiInsurancePay: '80.5' })).toEqual({ personAssume: '1125.0000', companyAssume: '1960.0000', monthlyCost: '3165.5000' });
    expect(monthlyShares(RATES, { ...terms, assumeType: ASSUME_TYPE.Personal })).toEqual({ personAssume: '3085.0000', companyAssume: '0.0000', monthlyCost: '3085.0000' });
    expect(monthlyShares(RATES, { ...terms, assumeType: ASSUME_TYPE.Company })).toEqual({ personAssume: '0.0000', companyAssume: '3085.0000', monthlyCost: '3085.0000' });
  });
});

describe('declaration transitions', () => {
  it('every state of the dictionary has its row, and every move lands on a state of it', () => {
    const states = insuranceStatus.items.map(([v]) => v).sort();
    expect(Object.keys(DECLARATION_TRANSITIONS).sort()).toEqual(states);
    for (const moves of Object.values(DECLARATION_TRANSITIONS)) for (const to of Object.values(moves)) expect(states).toContain(to);
  });

  it('the paths of SPEC §4: submitted, approved, stopped, continued; revoked and submitted again; ended states stay ended', () => {
    expect(nextState(S.WaitingToPay, 'submit')).toBe(S.ManagerReview);
    expect(nextState(S.ManagerReview, 'withdraw')).toBe(S.Revoked);
    expect(nextState(S.Revoked, 'submit')).toBe(S.ManagerReview);
    expect(nextState(S.ManagerReview, 'approve')).toBe(S.Approved);
    expect(nextState(S.Approved, 'stop')).toBe(S.StopPay);
    expect(nextState(S.StopPay, 'continue')).toBe(S.Continue);
    for (const ended of [S.Rejected, S.Cancelled, S.NoPay, S.Continue]) expect(DECLARATION_TRANSITIONS[ended]).toEqual({});
    expect(nextState(S.Approved, 'edit')).toBeUndefined();
  });

  it('an illegal move is 409 insurance.illegalTransition naming the state and the action in each language', () => {
    let caught: unknown;
    try {
      transition(S.ManagerReview, 'noPay');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(AppException);
    const e = caught as AppException;
    expect([e.key, e.status]).toEqual(['insurance.illegalTransition', 409]);
    expect(formatMessage(e.key, 'en', e.params)).toBe('The declaration is manager review: it cannot be set to no pay');
    expect(formatMessage(e.key, 'zh', e.params)).toBe('申报状态为“经理审核”，不能设为不缴纳');
  });
});
