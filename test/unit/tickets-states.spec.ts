import { BOOKING_DICTIONARIES } from '../../server/src/modules/bookings/bookings.dictionaries';
import { nextState, TICKET_TRANSITIONS } from '../../server/src/modules/bookings/tickets/issue/ticket-transitions';
import { TICKET_STATUS as S, ticketStatus } from '../../server/src/modules/bookings/tickets/tickets.states';

// The tickets' named states are the items the bookings module ships as ticketStatus (335): a name cannot
// drift from the value and words records and screens read.
describe('air ticket states', () => {
  it('names exactly the items of the shipped ticketStatus dictionary', () => {
    const shipped = BOOKING_DICTIONARIES.find((d) => d.mark === 'ticketStatus')!;
    expect(ticketStatus.items).toEqual(shipped.items.map((i) => [i.value, i.name.zh, i.name.en]));
  });

  it('closing never pretends money was not spent; every state is in the table', () => {
    expect(Object.keys(TICKET_TRANSITIONS).sort()).toEqual(Object.values(S).sort());
    expect(nextState(S.Issued, 'close')).toBe(S.IssuedAwaitingRefund);
    expect(nextState(S.WaitingForIssue, 'close')).toBe(S.Cancelled);
    expect(nextState(S.Refunded, 'close')).toBeUndefined();
    expect(nextState(S.IssuedAwaitingRefund, 'settle')).toBeUndefined();
    expect(nextState(S.Issued, 'cancel')).toBeUndefined();
  });
});
