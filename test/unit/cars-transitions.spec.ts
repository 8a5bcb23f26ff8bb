import { AppException } from '../../server/src/core/errors/app.exception';
import { formatMessage } from '../../server/src/core/errors/error-code';
import { CAR_TRANSITIONS, nextState, transition } from '../../server/src/modules/bookings/cars/requests/car-transitions';
import { ARRANGED, CAR_STATUS as S, carStatus, HOLDING } from '../../server/src/modules/bookings/cars/cars.states';

// Issue 23 §3: a car request's states (SPEC §4) through one table.
describe('car request transitions', () => {
  it('every state of the dictionary has its row, and every move lands on a state of it', () => {
    const states = carStatus.items.map(([v]) => v).sort();
    expect(Object.keys(CAR_TRANSITIONS).sort()).toEqual(states);
    for (const moves of Object.values(CAR_TRANSITIONS)) for (const to of Object.values(moves)) expect(states).toContain(to);
  });

  it('the path: submitted, approved to review (a taxi reviewed at once), reviewed, ended, closed; rejected or withdrawn a draft again', () => {
    expect(nextState(S.NotSubmitted, 'submit')).toBe(S.UnderReview);
    expect(nextState(S.UnderReview, 'withdraw')).toBe(S.NotSubmitted);
    expect(nextState(S.UnderReview, 'reject')).toBe(S.NotSubmitted);
    expect(nextState(S.UnderReview, 'approve')).toBe(S.ToReview);
    expect(nextState(S.UnderReview, 'approveTaxi')).toBe(S.Reviewed);
    expect(nextState(S.ToReview, 'review')).toBe(S.Reviewed);
    expect(nextState(S.Reviewed, 'review')).toBe(S.Reviewed);
    expect(nextState(S.Reviewed, 'end')).toBe(S.NotClosed);
    expect(nextState(S.NotClosed, 'close')).toBe(S.Completed);
    expect(nextState(S.Reviewed, 'close')).toBe(S.Completed);
    for (const ended of [S.Completed, S.Cancelled]) expect(CAR_TRANSITIONS[ended]).toEqual({});
    // the admin office calls off what it arranges; the order's end cancels a draft or one in review too
    expect(nextState(S.NotSubmitted, 'callOff')).toBeUndefined();
    expect(nextState(S.UnderReview, 'callOff')).toBeUndefined();
    expect(nextState(S.UnderReview, 'cancel')).toBe(S.Cancelled);
    expect(nextState(S.NotClosed, 'cancel')).toBeUndefined();
    expect(nextState(S.ToReview, 'edit')).toBeUndefined();
  });

  it('a car is held from submit until the trip is closed; arranged once reviewed', () => {
    expect(HOLDING).toEqual([S.UnderReview, S.ToReview, S.Reviewed, S.NotClosed]);
    expect(ARRANGED).toEqual([S.Reviewed, S.NotClosed, S.Completed]);
  });

  it('an illegal move is 409 cars.illegalTransition naming the state and the action in each language', () => {
    let caught: unknown;
    try {
      transition(S.NotClosed, 'review');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(AppException);
    const e = caught as AppException;
    expect([e.key, e.status]).toEqual(['cars.illegalTransition', 409]);
    expect(formatMessage(e.key, 'en', e.params)).toBe('The car request is not closed: it cannot be reviewed');
    expect(formatMessage(e.key, 'zh', e.params)).toBe('用车申请状态为“未关闭”，不能复核');
  });
});
