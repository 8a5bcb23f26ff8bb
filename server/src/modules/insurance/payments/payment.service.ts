import { Injectable } from '@nestjs/common';
import { isAdmin } from '../../../core/access/delegation';
import { writeAudit, writeAuditMany } from '../../../core/audit/audit';
import { liftStatementTimeout } from '../../../core/database/statement-timeout';
import { itemLabel } from '../../../core/dictionary/dict-dsl';
import { AppException } from '../../../core/errors/app.exception';
import { confirmWarnings } from '../../../core/errors/confirmations';
import type { OpContext } from '../../../core/resource/op-context';
import { CrudService } from '../../../core/resource/crud.service';
import type { EntityManager } from 'typeorm';
import { InsuranceError } from '../insurance.errors';
import { boatInsuranceDetailResource } from '../insurance.resources';
import { payStatus } from '../insurance.states';
import { BalanceService } from '../balance/balance.service';
import { PAY_MOVES, type PayMove } from './payment-moves';
import { dropUnpaid, generateMonth, lockMonth, lockPayments, monthRowCount, monthSealed, openPayments, setPayStatus, setSealed } from './payment.repository';

// A month's payments: generated from the covers, moved through their states, sealed. Every change to a
// sealed row is refused (409); only an administrator unseals a month.
@Injectable()
export class PaymentService {
  constructor(
    private readonly crud: CrudService,
    private readonly balances: BalanceService,
  ) {}

  // Generates the month (the monthly task, or a clerk's run): an unsealed month's rows not yet submitted
  // are made again from the covers as they now stand; submitted and paid rows stay.
  // The month's 300,000 rows take seconds: like the monthly task that runs it too, it is not bound by the
  // API's statement timeout (its transaction alone).
  async generate(m: EntityManager, year: number, month: number, by: number | null): Promise<{ year: number; month: number; made: number; replaced: number; rows: number }> {
    await liftStatementTimeout(m);
    await lockMonth(m, year, month);
    if (await monthSealed(m, year, month)) throw new AppException(InsuranceError.monthSealed, { year, month });
    const replaced = await dropUnpaid(m, year, month);
    const made = await generateMonth(m, year, month, by);
    return { year, month, made, replaced, rows: await monthRowCount(m, year, month) };
  }

  // the selected rows, all within the caller's crew rights, all unsealed and all in the move's state
  async move(ctx: OpContext, ids: number[], move: PayMove): Promise<number> {
    const { from, to, label } = PAY_MOVES[move];
    const visible = await this.crud.scopedQuery({ ...ctx, resource: boatInsuranceDetailResource }).andWhere('t.id IN (:...ids)', { ids }).select('t.id').getMany();
    if (visible.length !== new Set(ids).size) throw new AppException('NotFound');
    const rows = await lockPayments(ctx.manager, ids);
    // a rerun of the month may have remade them between the read and the lock
    if (rows.length !== visible.length) throw new AppException('NotFound');
    const sealed = rows.find((r) => r.sealed === '1');
    if (sealed) throw new AppException(InsuranceError.monthSealed, { year: sealed.year, month: sealed.month });
    const wrong = rows.filter((r) => r.paystatus !== from);
    if (wrong.length) throw new AppException(InsuranceError.payState, { count: wrong.length, state: itemLabel(payStatus.items, wrong[0].paystatus, { inSentence: true }), action: label });
    const by = ctx.user?.userId ?? null;
    await setPayStatus(ctx.manager, ids, to, by);
    // the personal shares leave the seafarers' balances when paid, and come back when that is undone
    if (move === 'comfirmPay' || move === 'cancelPay') await this.balances.sharesTaken(ctx.manager, ids, by, move === 'comfirmPay');
    await writeAuditMany({ ...ctx, resource: boatInsuranceDetailResource }, move, rows.map((r) => ({ id: r.id, changes: { paystatus: { old: from, new: to } } })));
    return rows.length;
  }

  async seal(ctx: OpContext, year: number, month: number, sealed: boolean): Promise<number> {
    if (!sealed && !isAdmin(ctx.user!)) throw new AppException(InsuranceError.unsealAdminOnly);
    await lockMonth(ctx.manager, year, month);
    if (sealed) {
      const open = await openPayments(ctx.manager, year, month);
      if (open.notPaid || open.submitted) confirmWarnings(ctx, [{ key: InsuranceError.sealOpen, params: { year, month, ...open } }]);
    }
    const n = await setSealed(ctx.manager, year, month, sealed, ctx.user?.userId ?? null);
    if (sealed && !n && !(await monthSealed(ctx.manager, year, month))) throw new AppException(InsuranceError.nothingToSeal, { year, month });
    await writeAudit({ ...ctx, resource: boatInsuranceDetailResource }, sealed ? 'seal' : 'unseal', year * 100 + month, { sealed: { old: sealed ? '0' : '1', new: sealed ? '1' : '0' } });
    return n;
  }
}
