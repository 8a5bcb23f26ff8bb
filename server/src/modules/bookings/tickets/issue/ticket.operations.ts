import { Injectable } from '@nestjs/common';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../../core/resource/resource.types';
import { TICKET_SETTLEMENT as SET, TICKET_STATUS as S } from '../tickets.states';
import { TicketService } from './ticket.service';

const ID = { type: 'ref', label: L('机票', 'Ticket'), required: true } satisfies FieldDecl;
// picked from the travel agencies only (tickets.resources.ts travelAgencyView); the service checks again
const AGENCY = { type: 'ref', ref: 'travelAgency', refLabel: 'name', label: L('票务代理', 'Travel agency') } satisfies FieldDecl;
const ISSUE_FORM = {
  flightInformation: { type: 'string', label: L('航班信息', 'Flight'), required: true, max: 255 },
  supplierId: { ...AGENCY, required: true },
  ticketPrice: { type: 'money', label: L('票价', 'Price'), required: true, min: 0 },
  currency: { type: 'dict', dict: 'currency', label: L('币种', 'Currency'), required: true, defaultValue: 'CNY' },
  // the flight's day, where it is not the day asked for
  travelDate: { type: 'date', label: L('出行日期', 'Travel date'), prefill: 'travelDate' },
} satisfies OperationBody;
const REFUND_FORM = { refundFee: { type: 'money', label: L('退票费', 'Refund fee'), required: true, min: 0 } } satisfies OperationBody;
const CANCEL_FORM = { cancelReason: { type: 'text', label: L('取消原因', 'Reason'), max: 500 } } satisfies OperationBody;
const AMEND_FORM = {
  flightInformation: { type: 'string', label: L('航班信息', 'Flight'), max: 255, prefill: 'flightInformation' },
  supplierId: { ...AGENCY, prefill: 'supplierId' },
  ticketPrice: { type: 'money', label: L('票价', 'Price'), min: 0, prefill: 'ticketPrice' },
  currency: { type: 'dict', dict: 'currency', label: L('币种', 'Currency'), prefill: 'currency' },
  refundFee: { type: 'money', label: L('退票费', 'Refund fee'), min: 0, prefill: 'refundFee', visibleWhen: { ticketStatus: [S.Refunded] } },
} satisfies OperationBody;
const ISSUE_BODY = { id: ID, ...ISSUE_FORM } satisfies OperationBody;
const REFUND_BODY = { id: ID, ...REFUND_FORM } satisfies OperationBody;
const CANCEL_BODY = { id: ID, ...CANCEL_FORM } satisfies OperationBody;
const AMEND_BODY = { id: ID, ...AMEND_FORM } satisfies OperationBody;

// The travel clerk's moves on the tickets list (boatTicketManage, SPEC §7 BoatTicketStaff): issue with a
// travel agency, refund with the fee it keeps, cancel before issue, and correct what was issued.
@Injectable()
export class TicketOperations {
  constructor(private readonly tickets: TicketService) {}

  @Operation('BoatTicketStaff', 'issue', {
    perm: 'boatTicketManage:issue',
    write: true,
    body: ISSUE_BODY,
    ui: { label: L('出票', 'Issue'), placement: 'row', when: { ticketStatus: [S.WaitingForIssue] }, form: ISSUE_FORM },
  })
  issue(ctx: OpContext<BodyOf<typeof ISSUE_BODY>>) {
    return this.tickets.issue(ctx, ctx.body);
  }

  @Operation('BoatTicketStaff', 'refund', {
    perm: 'boatTicketManage:refund',
    write: true,
    body: REFUND_BODY,
    ui: { label: L('退票', 'Refund'), placement: 'row', confirm: true, when: { ticketStatus: [S.Issued, S.IssuedAwaitingRefund] }, form: REFUND_FORM },
  })
  refund(ctx: OpContext<BodyOf<typeof REFUND_BODY>>) {
    return this.tickets.refund(ctx, ctx.body.id, ctx.body.refundFee);
  }

  @Operation('BoatTicketStaff', 'cancel', {
    perm: 'boatTicketManage:cancel',
    write: true,
    body: CANCEL_BODY,
    ui: { label: L('取消', 'Cancel'), placement: 'row', confirm: true, danger: true, when: { ticketStatus: [S.Pending, S.WaitingForIssue] }, form: CANCEL_FORM },
  })
  cancel(ctx: OpContext<BodyOf<typeof CANCEL_BODY>>) {
    return this.tickets.cancel(ctx, ctx.body.id, ctx.body.cancelReason ?? null);
  }

  // a correction is an issue's: the same right
  @Operation('BoatTicketStaff', 'amend', {
    perm: 'boatTicketManage:issue',
    write: true,
    body: AMEND_BODY,
    ui: {
      label: L('更正', 'Correct'),
      placement: 'row',
      when: { ticketStatus: [S.Issued, S.IssuedAwaitingRefund, S.Refunded], settlement: [SET.NotSettled, SET.RefundToSettle] },
      form: AMEND_FORM,
    },
  })
  amend(ctx: OpContext<BodyOf<typeof AMEND_BODY>>) {
    return this.tickets.amend(ctx, ctx.body);
  }
}
