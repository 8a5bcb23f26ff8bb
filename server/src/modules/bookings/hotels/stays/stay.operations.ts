import { Injectable } from '@nestjs/common';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../../core/resource/resource.types';
import { SETTLE_STATUS, STAY_STATE as S } from '../hotels.states';
import { StayService } from './stay.service';

const ID = { type: 'ref', label: L('预订', 'Booking'), required: true } satisfies FieldDecl;
// what the stay is settled and cancelled against with the hotel later: the booking is not one without it
const BOOK_FORM = { confirmationNo: { type: 'string', label: L('确认号', 'Confirmation number'), required: true, max: 64 } } satisfies OperationBody;
const CANCEL_FORM = { cancelReason: { type: 'text', label: L('取消原因', 'Reason'), required: true, max: 500 } } satisfies OperationBody;
const CONFIRM_CANCEL_FORM = { cancelFee: { type: 'money', label: L('酒店收取的取消费用', 'Fee the hotel charged'), min: 0 } } satisfies OperationBody;
const EARLY_FORM = { checkOut: { type: 'date', label: L('实际退房日期', 'Actual check-out'), required: true, startsToday: true } } satisfies OperationBody;
const RENEW_FORM = {
  checkOut: { type: 'date', label: L('续住至', 'New check-out'), required: true },
  reason: { type: 'text', label: L('续住原因', 'Reason'), max: 500 },
} satisfies OperationBody;
const BOOK_BODY = { id: ID, ...BOOK_FORM } satisfies OperationBody;
const CANCEL_BODY = { id: ID, ...CANCEL_FORM } satisfies OperationBody;
const CONFIRM_CANCEL_BODY = { id: ID, ...CONFIRM_CANCEL_FORM } satisfies OperationBody;
const EARLY_BODY = { id: ID, ...EARLY_FORM } satisfies OperationBody;
const RENEW_BODY = { id: ID, ...RENEW_FORM } satisfies OperationBody;
const STAYS_OF = { hotelApplyId: { type: 'ref', label: L('酒店申请', 'Hotel application'), required: true } } satisfies OperationBody;
// a settled stay keeps its amount and dates: its buttons are not offered (the server refuses anyway)
const UNSETTLED = [SETTLE_STATUS.NotSettled];

// The travel clerk's moves on a guest's stay (boatHotelReserve; SPEC §7 BoatHotelStaff: cancel, early
// check-out, renew), each confirmed first, each through the transition table.
@Injectable()
export class StayOperations {
  constructor(private readonly stays: StayService) {}

  // an application's stays, for its approvers (who hold no application screen) as for its screens' holders
  @Operation('boatHotelGuest', 'getApplicationStays', { perm: null, body: STAYS_OF })
  applicationStays(ctx: OpContext<BodyOf<typeof STAYS_OF>>) {
    return this.stays.staysFor(ctx, ctx.body.hotelApplyId);
  }

  // booked with the hotel: the clerk records it, with the hotel's confirmation number
  @Operation('BoatHotelStaff', 'book', {
    perm: 'boatHotelReserve:edit',
    write: true,
    body: BOOK_BODY,
    ui: { label: L('预订', 'Book'), placement: 'row', confirm: true, when: { reservationsStatus: [S.AwaitingBooking] }, form: BOOK_FORM },
  })
  async book(ctx: OpContext<BodyOf<typeof BOOK_BODY>>) {
    await this.stays.book(ctx, ctx.body.id, ctx.body.confirmationNo);
    return this.stays.read(ctx, ctx.body.id);
  }

  @Operation('BoatHotelStaff', 'cancel', {
    perm: 'boatHotelReserve:cancelBooking',
    write: true,
    body: CANCEL_BODY,
    ui: { label: L('取消预订', 'Cancel booking'), placement: 'row', confirm: true, danger: true, when: { reservationsStatus: [S.Pending, S.AwaitingBooking, S.Booked], settleStatus: UNSETTLED }, form: CANCEL_FORM },
  })
  async cancel(ctx: OpContext<BodyOf<typeof CANCEL_BODY>>) {
    await this.stays.cancel(ctx, ctx.body.id, ctx.body.cancelReason.trim());
    return this.stays.read(ctx, ctx.body.id);
  }

  // the hotel confirmed it cancelled the booking, and what it charged
  @Operation('BoatHotelStaff', 'confirmCancel', {
    perm: 'boatHotelReserve:cancelBooking',
    write: true,
    body: CONFIRM_CANCEL_BODY,
    ui: { label: L('确认取消', 'Confirm cancellation'), placement: 'row', confirm: true, when: { reservationsStatus: [S.BookedAwaitingCancel] }, form: CONFIRM_CANCEL_FORM },
  })
  async confirmCancel(ctx: OpContext<BodyOf<typeof CONFIRM_CANCEL_BODY>>) {
    await this.stays.confirmCancel(ctx, ctx.body.id, ctx.body.cancelFee ?? null);
    return this.stays.read(ctx, ctx.body.id);
  }

  @Operation('BoatHotelStaff', 'earlyCheckout', {
    perm: 'boatHotelReserve:earlyCheckout',
    write: true,
    body: EARLY_BODY,
    ui: { label: L('提前退房', 'Early check-out'), placement: 'row', confirm: true, when: { reservationsStatus: [S.Booked], settleStatus: UNSETTLED }, form: EARLY_FORM },
  })
  async earlyCheckout(ctx: OpContext<BodyOf<typeof EARLY_BODY>>) {
    await this.stays.earlyCheckout(ctx, ctx.body.id, ctx.body.checkOut);
    return this.stays.read(ctx, ctx.body.id);
  }

  // answers the extension's stay (its own application, approved as processes/hotel.bpmn says)
  @Operation('BoatHotelStaff', 'renew', {
    perm: 'boatHotelReserve:renew',
    write: true,
    creates: true,
    body: RENEW_BODY,
    ui: { label: L('续住', 'Extend stay'), placement: 'row', confirm: true, when: { reservationsStatus: [S.Booked] }, form: RENEW_FORM },
  })
  renew(ctx: OpContext<BodyOf<typeof RENEW_BODY>>) {
    return this.stays.renew(ctx, ctx.body.id, ctx.body.checkOut, ctx.body.reason ?? null);
  }
}
