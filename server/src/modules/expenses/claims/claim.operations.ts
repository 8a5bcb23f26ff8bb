import { Injectable } from '@nestjs/common';
import { CrudService } from '../../../core/resource/crud.service';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { claimableBookings } from '../expenses.api';
import { inYuan } from '../expenses.repository';
import { boatExpenseAccountDetailResource, boatExpenseAccountResource } from '../expenses.resources';
import { CLAIM_STATE as S, HOME_CURRENCY } from '../expenses.states';
import { ClaimService } from './claim.service';

const CLAIM_ID = { id: { type: 'ref', ref: 'boatExpenseAccount', label: L('报销单', 'Claim'), required: true } } satisfies OperationBody;
const LINES_OF = { accountId: { type: 'ref', ref: 'boatExpenseAccount', label: L('报销单', 'Claim'), required: true } } satisfies OperationBody;
const LINE_IDS = { ids: { type: 'refs', label: L('报销明细', 'Claim lines'), required: true, min: 1, max: 500 } } satisfies OperationBody;
// the line's own fields (the rate: none where the form has none yet)
const { currency, exchangeRate } = boatExpenseAccountDetailResource.fields;
const AMOUNT = {
  amount: { type: 'money', label: L('金额', 'Amount'), required: true, min: 0.01, max: 100000000 },
  currency: { ...currency, type: 'dict', required: true },
  exchangeRate: { ...exchangeRate, type: 'number' },
} satisfies OperationBody;

// The claims' operations beyond the generic ones and the flow's (SPEC §7 boatExpenseAccount).
@Injectable()
export class ClaimOperations {
  constructor(
    private readonly claims: ClaimService,
    private readonly crud: CrudService,
  ) {}

  // SPEC §7: the claim form was printed. The claims screen's Print opens the form (a claim in review or
  // approved), whose own Print records it here and prints through the browser.
  @Operation('boatExpenseAccount', 'updatePrintFlg', {
    perm: 'boatExpenseAccount:print',
    write: true,
    body: CLAIM_ID,
    ui: { label: L('打印', 'Print'), placement: 'screen', when: { claimState: [S.InReview, S.Approved] } },
  })
  async updatePrintFlg(ctx: OpContext<BodyOf<typeof CLAIM_ID>>) {
    await this.claims.printed(ctx, ctx.body.id);
    return this.crud.getById({ ...ctx, resource: boatExpenseAccountResource, body: { id: ctx.body.id } });
  }

  // a claim's lines, for its approvers (who hold no claim screen) and its printed form
  @Operation('boatExpenseAccountDetail', 'getClaimLines', { perm: null, body: LINES_OF })
  claimLines(ctx: OpContext<BodyOf<typeof LINES_OF>>) {
    return this.claims.linesFor(ctx, ctx.body.accountId);
  }

  // what a line comes to in yuan, as its write counts it, for the form to show as it is filled in
  @Operation('boatExpenseAccountDetail', 'cnyAmount', { perm: 'boatExpenseAccount', body: AMOUNT })
  async cnyAmount(ctx: OpContext<BodyOf<typeof AMOUNT>>) {
    const rate = ctx.body.currency === HOME_CURRENCY ? 1 : ctx.body.exchangeRate;
    return [{ cnyAmount: rate == null ? null : await inYuan(ctx.manager, ctx.body.amount, rate) }];
  }

  // the kinds of booking a line may name (the bookings modules registered them)
  @Operation('boatExpenseAccountDetail', 'getBookingKinds', { perm: 'boatExpenseAccount', body: {} })
  bookingKinds(ctx: OpContext) {
    return claimableBookings().map((k) => ({ kind: k.kind, label: k.label[ctx.lang] }));
  }

  @Operation('boatExpenseApproveDetail', 'check', {
    perm: 'boatApproveExpenseManage:approve',
    write: true,
    body: LINE_IDS,
    ui: { label: L('核对无误', 'Mark checked'), placement: 'toolbar' },
  })
  async check(ctx: OpContext<BodyOf<typeof LINE_IDS>>) {
    await this.claims.checked(ctx, ctx.body.ids, true);
    return ctx.body.ids.map((id) => ({ id }));
  }

  @Operation('boatExpenseApproveDetail', 'uncheck', {
    perm: 'boatApproveExpenseManage:approve',
    write: true,
    body: LINE_IDS,
    ui: { label: L('取消核对', 'Mark unchecked'), placement: 'toolbar' },
  })
  async uncheck(ctx: OpContext<BodyOf<typeof LINE_IDS>>) {
    await this.claims.checked(ctx, ctx.body.ids, false);
    return ctx.body.ids.map((id) => ({ id }));
  }
}
