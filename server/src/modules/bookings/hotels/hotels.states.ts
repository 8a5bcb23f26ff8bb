import { named } from '../../../core/dictionary/dict-dsl';

// The hotel dictionaries whose items the code tests for, each item named, so TS and SQL name a state
// (`STAY_STATE.Booked === '3'`) instead of writing its value. Pure: the web imports these constants too.
// Values never change once shipped (test/unit/shipped-ids.spec.ts).

// A guest's stay (SPEC §4 Hotel; the hotelStatus dictionary, 337, of bookings.dictionaries.ts, whose
// items these are: test/unit/hotels-rules.spec.ts holds the two equal), moved only through
// stays/stay-transitions.ts.
export const hotelStatus = named({
  // made, and while its application is a draft or in approval
  Pending: ['1', '待处理', 'Pending'],
  // approved: the travel clerk is to book it with the hotel
  AwaitingBooking: ['2', '待预订', 'Awaiting booking'],
  Booked: ['3', '已预订', 'Booked'],
  // cancelled after it was booked: the clerk is to cancel it with the hotel (which may charge for it)
  BookedAwaitingCancel: ['4', '已预订待取消', 'Booked, awaiting cancellation'],
  CancelConfirmed: ['5', '确认取消', 'Cancellation confirmed'],
  Rejected: ['6', '已驳回', 'Rejected'],
});

// whether finance has settled a stay with its hotel (hotelSettlement)
export const hotelSettleStatus = named({
  NotSettled: ['1', '未结算', 'Not settled'],
  Settled: ['2', '已结算', 'Settled'],
});

export const STAY_STATE = hotelStatus.values;
export const SETTLE_STATUS = hotelSettleStatus.values;

// the stays a seafarer holds a room by: two of them may not cover the same night (one being cancelled
// with its hotel no longer holds it)
export const HOLDING_STATES = [STAY_STATE.Pending, STAY_STATE.AwaitingBooking, STAY_STATE.Booked];
