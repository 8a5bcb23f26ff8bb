import { AppException } from '../../server/src/core/errors/app.exception';
import { CLOTHES_TRANSITIONS, nextState, STOCK_OF, transition, type ClothesAction } from '../../server/src/modules/bookings/clothes/clothes-transitions';
import { CLOTHES_STATE as S, clothesStatus } from '../../server/src/modules/bookings/clothes/clothes.states';
import { isReady, orderState } from '../../server/src/modules/bookings/clothes/orders/order-state.rule';

// The work clothes' pure rules (issue 23 §4): an order's state from its lines', the one transition table
// and what each move does to the stock.
describe('work clothes rules', () => {
  it('an order is as far as its least advanced line still under way', () => {
    expect(orderState([])).toBe(S.Reserve);
    expect(orderState([S.NotSent, S.Shipping])).toBe(S.NotSent);
    expect(orderState([S.Received, S.Shipping, S.Cancelled])).toBe(S.Shipping);
    expect(orderState([S.Received, S.Returned])).toBe(S.Received);
    expect(orderState([S.Returned, S.Cancelled])).toBe(S.Returned);
    expect(orderState([S.Cancelled, S.Cancelled])).toBe(S.Cancelled);
    // ready for the crew change once sent
    expect([S.Reserve, S.NotSent, S.Shipping, S.Received, S.Returned, S.Cancelled].map(isReady)).toEqual([false, false, true, true, false, false]);
  });

  it('the table lists every state; what leaves the store came out of a reservation and comes back only from outside it', () => {
    expect(Object.keys(CLOTHES_TRANSITIONS).sort()).toEqual(clothesStatus.items.map(([v]) => v).sort());
    const from = (action: ClothesAction) => Object.values(S).filter((s) => nextState(s, action) !== undefined);
    // reservations are given back only by lines still holding one, pieces brought back only once sent
    for (const [action, move] of Object.entries(STOCK_OF) as Array<[ClothesAction, string]>) {
      if (move === 'release') expect(from(action).every((s) => s === S.Reserve || s === S.NotSent)).toBe(true);
      if (move === 'restock' || move === 'send') expect(from(action).every((s) => s !== S.Reserve)).toBe(true);
    }
    expect(from('ship')).toEqual([S.NotSent]);
    expect(from('return')).toEqual([S.Shipping, S.Received]);
    expect(from('cancel')).toEqual([S.Reserve, S.NotSent]);
    // closing never cancels what left: it is marked to come back instead
    expect(from('markReturn')).toEqual([S.Shipping, S.Received]);
    expect(from('markReturn').map((s) => nextState(s, 'markReturn'))).toEqual([S.Shipping, S.Received]);
    for (const end of [S.Returned, S.Cancelled]) expect(CLOTHES_TRANSITIONS[end]).toEqual({});
  });

  it('an illegal move names what, its state and the action', () => {
    let caught: unknown;
    try {
      transition({ zh: '工作服申请 WC1', en: 'Order WC1' }, S.Received, 'ship');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(AppException);
    expect((caught as AppException).key).toBe('clothes.illegalTransition');
    expect((caught as AppException).params).toMatchObject({ what: { en: 'Order WC1' }, from: { en: 'received' }, action: { en: 'shipped' } });
    expect(transition('x', S.NotSent, 'ship')).toBe(S.Shipping);
  });
});
