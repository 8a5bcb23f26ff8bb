import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { JobHandler, type JobContext } from '../../../workflow/timers/job-handler.decorator';
import { PAY_STATUS } from '../insurance.states';
import { PaymentService } from './payment.service';
import type { PayMove } from './payment-moves';

const MONTH_FORM = {
  year: { type: 'int', label: L('年度', 'Year'), required: true, min: 2000, max: 2100 },
  month: { type: 'int', label: L('月份', 'Month'), required: true, min: 1, max: 12 },
} satisfies OperationBody;
const IDS = { ids: { type: 'refs', label: L('缴费记录', 'Payments'), required: true, min: 1, max: 5000 } } satisfies OperationBody;
const on = (status: string) => ({ paystatus: [status] });

// The payment screen's operations (boatInsurancePay; SPEC §7 boatInsurance answers the four moves): the
// month generated on demand and by the monthly task, the selected rows moved (confirm first, SPEC §5),
// the month sealed.
@Injectable()
export class PaymentOperations {
  constructor(private readonly payments: PaymentService) {}

  @Operation('boatInsuranceDetail', 'generate', {
    perm: 'boatInsurancePay:add',
    write: true,
    body: MONTH_FORM,
    ui: { label: L('生成月度缴费', 'Generate the month'), placement: 'add', confirm: true, form: MONTH_FORM, listWide: true },
  })
  async generate(ctx: OpContext<BodyOf<typeof MONTH_FORM>>) {
    return [await this.payments.generate(ctx.manager, ctx.body.year, ctx.body.month, ctx.user?.userId ?? null)];
  }

  // the month of the company's today, on the 1st (insuranceTask.generateMonth, migration CreateInsurancePayments)
  @JobHandler('insuranceTask', 'generateMonth', L('生成月度社保缴费', 'Generate the month of insurance payments'))
  async monthly(_params: string | null, { manager }: JobContext) {
    const [year, month] = localToday().split('-').map(Number);
    return this.payments.generate(manager, year, month, null);
  }

  @Operation('boatInsuranceDetail', 'submitPay', { perm: 'boatInsurancePay:pay', write: true, body: IDS, ui: { label: L('提交缴纳', 'Submit for payment'), placement: 'toolbar', confirm: true, when: on(PAY_STATUS.NotPaid) } })
  submitPay(ctx: OpContext<BodyOf<typeof IDS>>) {
    return this.move(ctx, 'submitPay');
  }

  @Operation('boatInsuranceDetail', 'cancelSubmitPay', { perm: 'boatInsurancePay:cancelPay', write: true, body: IDS, ui: { label: L('取消提交', 'Withdraw submission'), placement: 'toolbar', confirm: true, when: on(PAY_STATUS.Submitted) } })
  cancelSubmitPay(ctx: OpContext<BodyOf<typeof IDS>>) {
    return this.move(ctx, 'cancelSubmitPay');
  }

  @Operation('boatInsuranceDetail', 'comfirmPay', { perm: 'boatInsurancePay:confirmPay', write: true, body: IDS, ui: { label: L('确认缴纳', 'Confirm payment'), placement: 'toolbar', confirm: true, when: on(PAY_STATUS.Submitted) } })
  comfirmPay(ctx: OpContext<BodyOf<typeof IDS>>) {
    return this.move(ctx, 'comfirmPay');
  }

  @Operation('boatInsuranceDetail', 'cancelPay', { perm: 'boatInsurancePay:cancelPay', write: true, body: IDS, ui: { label: L('取消缴纳', 'Cancel payment'), placement: 'toolbar', confirm: true, danger: true, when: on(PAY_STATUS.Paid) } })
  cancelPay(ctx: OpContext<BodyOf<typeof IDS>>) {
    return this.move(ctx, 'cancelPay');
  }

  @Operation('boatInsuranceDetail', 'seal', { perm: 'boatInsurancePay:seal', write: true, body: MONTH_FORM, ui: { label: L('封存', 'Seal the month'), placement: 'add', confirm: true, form: MONTH_FORM, listWide: true } })
  async seal(ctx: OpContext<BodyOf<typeof MONTH_FORM>>) {
    return [{ year: ctx.body.year, month: ctx.body.month, sealed: await this.payments.seal(ctx, ctx.body.year, ctx.body.month, true) }];
  }

  // the administrator's alone (PaymentService.seal refuses anyone else)
  @Operation('boatInsuranceDetail', 'unseal', { perm: 'boatInsurancePay:seal', write: true, body: MONTH_FORM })
  async unseal(ctx: OpContext<BodyOf<typeof MONTH_FORM>>) {
    return [{ year: ctx.body.year, month: ctx.body.month, unsealed: await this.payments.seal(ctx, ctx.body.year, ctx.body.month, false) }];
  }

  private async move(ctx: OpContext<BodyOf<typeof IDS>>, move: PayMove) {
    return [{ moved: await this.payments.move(ctx, ctx.body.ids, move) }];
  }
}
