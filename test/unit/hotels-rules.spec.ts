import { BOOKING_DICTIONARIES } from '../../server/src/modules/bookings/bookings.dictionaries';
import { hotelSettleStatus, hotelStatus, STAY_STATE as S } from '../../server/src/modules/bookings/hotels/hotels.states';
import { amountOf, billing, nightsBetween } from '../../server/src/modules/bookings/hotels/stays/stay-rules';
import { nextState, STAY_ACTIONS, STAY_TRANSITIONS, transition } from '../../server/src/modules/bookings/hotels/stays/stay-transitions';

// A stay's arithmetic and its one transition table (issue 23 §1), without a database.
describe('hotel stays', () => {
  it('names the states the hotelStatus dictionary ships, and the settlement states its own dictionary', () => {
    const items = (mark: string) => BOOKING_DICTIONARIES.find((d) => d.mark === mark)!.items.map((i) => [i.value, i.name.zh, i.name.en]);
    expect(items('hotelStatus')).toEqual(hotelStatus.items);
    expect(items('hotelSettleStatus')).toEqual(hotelSettleStatus.items);
  });

  it('counts nights without the check-out day and prices them to the cent', () => {
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(amountOf('333.335', 3)).toBe('1000.0100');
    expect(amountOf(95.5, 5)).toBe('477.5000');
  });

  it('bills a booked stay its amount and a cancelled one the fee charged, nothing else', () => {
    expect(billing(S.Booked, '640.0000', null)).toEqual({ billable: '1', payable: '640.0000' });
    expect(billing(S.CancelConfirmed, '640.0000', '320')).toEqual({ billable: '1', payable: '320.0000' });
    expect(billing(S.CancelConfirmed, '640.0000', '0')).toEqual({ billable: '0', payable: '0.0000' });
    expect(billing(S.BookedAwaitingCancel, '640.0000', null)).toEqual({ billable: '0', payable: '0.0000' });
    expect(billing(S.AwaitingBooking, '640.0000', null)).toEqual({ billable: '0', payable: '0.0000' });
  });

  it('moves every state only as the table lists, and refuses the rest naming the state and the action', () => {
    // every state has its row; every target is a state
    expect(Object.keys(STAY_TRANSITIONS).sort()).toEqual(Object.values(S).sort());
    for (const row of Object.values(STAY_TRANSITIONS)) for (const to of Object.values(row)) expect(Object.values(S)).toContain(to);
    expect(nextState(S.Pending, 'approve')).toBe(S.AwaitingBooking);
    expect(nextState(S.AwaitingBooking, 'book')).toBe(S.Booked);
    expect(nextState(S.Booked, 'cancel')).toBe(S.BookedAwaitingCancel);
    expect(nextState(S.BookedAwaitingCancel, 'confirmCancel')).toBe(S.CancelConfirmed);
    expect(nextState(S.Pending, 'cancel')).toBe(S.CancelConfirmed);
    expect(nextState(S.Rejected, 'cancel')).toBeUndefined();
    // nothing booked yet is never "awaiting cancellation"; a booking is never cancelled outright
    expect(nextState(S.AwaitingBooking, 'cancel')).toBe(S.CancelConfirmed);
    expect(nextState(S.Booked, 'confirmCancel')).toBeUndefined();
    for (const a of Object.keys(STAY_ACTIONS) as Array<keyof typeof STAY_ACTIONS>) expect(nextState(S.Rejected, a)).toBeUndefined();
    expect(() => transition(S.CancelConfirmed, 'book')).toThrow(expect.objectContaining({ key: 'hotels.illegalTransition' }));
  });
});
