import { named } from '../../../core/dictionary/dict-dsl';

// The air tickets' states and kinds the code tests for, each item named, so TS and SQL name a state
// instead of writing its value (`TICKET_STATUS.Issued === '3'`). Pure: the web imports these constants too.
// Values never change once shipped (test/unit/shipped-ids.spec.ts).

// A ticket's state (SPEC §4), moved only through issue/ticket-transitions.ts. The bookings module ships the
// dictionary (ticketStatus, 335) with these values and words; test/unit/tickets-states.spec.ts holds them
// equal.
export const ticketStatus = named({
  // the request is with the crew manager who asks for it: travellers added or removed, not yet submitted
  Pending: ['1', '待处理', 'Pending'],
  // submitted (or ticked in a dispatch plan): with the travel clerk, who books it with a travel agency
  WaitingForIssue: ['2', '待出票', 'Waiting for issue'],
  Issued: ['3', '已出票', 'Issued'],
  // refunded by the agency: what it kept (the refund fee) is what the ticket cost
  Refunded: ['4', '已退票', 'Refunded'],
  // issued, then its crew change was cancelled or remade: the clerk still has to refund it
  IssuedAwaitingRefund: ['5', '已出票待退票', 'Issued, awaiting refund'],
  Cancelled: ['6', '已取消', 'Cancelled'],
});

// Where a ticket stands with the travel agency's bill (planeSettlement). A settled ticket's price is what
// was paid: it never changes. One refunded after it was settled owes a credit (price − refund fee), settled
// in turn.
export const ticketSettlement = named({
  NotSettled: ['1', '未结算', 'Not settled'],
  Settled: ['2', '已结算', 'Settled'],
  RefundToSettle: ['3', '退票待结算', 'Refund to settle'],
  RefundSettled: ['4', '退票已结算', 'Refund settled'],
});

export const TICKET_STATUS = ticketStatus.values;
export const TICKET_SETTLEMENT = ticketSettlement.values;
// the supplier category (clients' supplierCategory) of a travel agency: the only suppliers a ticket is issued by
export const TRAVEL_AGENCY_CATEGORY = '2';
