import { Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception';
import type { MessageRef } from '../../../core/notify/message-texts';
import { CrudService } from '../../../core/resource/crud.service';
import type { OpContext } from '../../../core/resource/op-context';
import type { Row } from '../../../core/resource/row';
import { BusinessStatus } from '../../../workflow/flow-entity';
import { FlowService } from '../../../workflow/flows/flow.service';
import { setInsuranceStatus } from '../../crew/crew.api';
import type { BoatInsuranceApply } from '../entities/boat-insurance-apply.entity';
import { InsuranceError } from '../insurance.errors';
import { boatInsuranceApplyResource } from '../insurance.resources';
import { BALANCE_ADJUST_TYPE, COVER_STATE, DECLARATION_STATE as S, DECLARE_TYPE } from '../insurance.states';
import { BalanceService } from '../balance/balance.service';
import {
  coverById,
  coverInForce,
  declarationState,
  declarationTerms,
  endCover,
  insertCover,
  insertStopPay,
  latestDeclarationState,
  lockDeclaration,
  lockStopPay,
  markContinued,
  openDeclaration,
  paramsById,
  paramsOfCity,
  setDeclaration,
  stopPayOfDeclaration,
} from '../insurance.repository';
import { monthlyShares } from '../params/contribution.rule';
import { transition } from './declaration-transitions';
import { seafarerLabel } from '../../crew/crew.api';

type Apply = BoatInsuranceApply;
const ZERO = '0.0000';
const dayBefore = (d: string) => dayjs(d).subtract(1, 'day').format('YYYY-MM-DD');

// What a declaration means for the seafarer's cover, and every move of its state (through the transition
// table). Used by the declaration's hooks and operations and by the dispatch link kind.
@Injectable()
export class DeclarationService {
  constructor(
    private readonly crud: CrudService,
    private readonly flows: FlowService,
    private readonly balances: BalanceService,
  ) {}

  // Insert and update: the parameters' range and year, the cover the declaration needs (none for a pay,
  // one in force for a stop or change), no other declaration of the seafarer open, and the month's
  // shares worked out. Writes the server's fields into `input`.
  async prepare(m: EntityManager, input: Partial<Apply>, current?: Apply): Promise<void> {
    const row = { ...current, ...input } as Apply;
    const open = await openDeclaration(m, row.userId, current?.id ?? null);
    if (open) throw new AppException(InsuranceError.pendingDeclaration, { name: await seafarerLabel(m, row.userId), code: open.code ?? `#${open.id}` });
    await this.checkCover(m, row);
    if (row.declareType === DECLARE_TYPE.Stop) {
      // a stop keeps the cover's terms; its month costs nothing more
      const cover = (await coverInForce(m, row.userId))!;
      Object.assign(input, { coverId: cover.id, baseId: cover.base_id, insuranceBase: cover.insurance_base, fundBase: cover.fund_base, assumeType: cover.assume_type });
      Object.assign(input, { personAssume: ZERO, companyAssume: ZERO, monthlyCost: ZERO });
      return;
    }
    if (!row.baseId) throw new AppException(InsuranceError.paramsNeeded, {}, [{ field: 'baseId', reason: 'required' }]);
    const p = (await paramsById(m, row.baseId))!;
    if (Number(row.startDate.slice(0, 4)) !== p.year) throw new AppException(InsuranceError.paramsYear, { date: row.startDate, year: p.year }, [{ field: 'startDate', reason: 'range' }]);
    const base = row.insuranceBase ?? p.baseFloor;
    if (Number(base) < Number(p.baseFloor) || Number(base) > Number(p.baseCeiling)) {
      throw new AppException(InsuranceError.baseOutside, { base: Number(base).toFixed(2), city: p.city, year: p.year, floor: Number(p.baseFloor).toFixed(2), ceiling: Number(p.baseCeiling).toFixed(2) }, [{ field: 'insuranceBase', reason: 'range' }]);
    }
    input.insuranceBase = Number(base).toFixed(4);
    Object.assign(input, monthlyShares(p as never, { insuranceBase: base, fundBase: row.fundBase, assumeType: row.assumeType, busiInsurancePay: row.busiInsurancePay }));
  }

  // a pay meets no cover in force; a stop or change needs one, begun by its date
  private async checkCover(m: EntityManager, row: Pick<Apply, 'userId' | 'declareType' | 'startDate'>): Promise<void> {
    const cover = await coverInForce(m, row.userId);
    if (row.declareType === DECLARE_TYPE.Pay) {
      if (cover) throw new AppException(InsuranceError.alreadyCovered, { name: await seafarerLabel(m, row.userId), code: cover.code ?? `#${cover.apply_id}`, from: cover.start_date });
      return;
    }
    if (!cover) throw new AppException(InsuranceError.noCover, { name: await seafarerLabel(m, row.userId) });
    // a stop may end a cover on its first day; a change starts new terms after it (a change on that day
    // would leave the old cover no day at all: change the declaration instead)
    const change = row.declareType === DECLARE_TYPE.Change;
    const early = change ? row.startDate <= cover.start_date : row.startDate < cover.start_date;
    if (early) throw new AppException(change ? InsuranceError.beforeCover : InsuranceError.stopBeforeCover, { from: cover.start_date }, [{ field: 'startDate', reason: 'range' }]);
  }

  // submit: from waiting or revoked to manager review, the cover checked again (time has passed)
  async submitting(m: EntityManager, record: Apply): Promise<void> {
    const to = transition(record.insuranceStatus, 'submit');
    await this.checkCover(m, record);
    await setDeclaration(m, record.id, { state: to });
    await this.refreshSeafarer(m, record.userId);
  }

  // a new declaration is the seafarer's latest: his file reads its state
  async declared(m: EntityManager, record: Apply): Promise<void> {
    await this.refreshSeafarer(m, record.userId);
  }

  async withdrawn(m: EntityManager, record: Apply): Promise<void> {
    await setDeclaration(m, record.id, { state: transition(record.insuranceStatus, 'withdraw') });
    await this.refreshSeafarer(m, record.userId);
  }

  // The flow ended. Agreed: the declaration's effect on the cover (the instance and the declaration are
  // locked by the flow; the covers are locked here, after them). Disagreed: rejected, unless it was
  // cancelled already (closed with its dispatch order: closeByOrder moved it first).
  async finished(ctx: OpContext, record: Apply, agreed: boolean): Promise<void> {
    const m = ctx.manager;
    if (!agreed) {
      if (record.insuranceStatus === S.ManagerReview) await setDeclaration(m, record.id, { state: transition(record.insuranceStatus, 'reject') });
      return this.refreshSeafarer(m, record.userId);
    }
    const state = transition(record.insuranceStatus, 'approve');
    const by = ctx.user?.userId ?? null;
    const cover = await coverInForce(m, record.userId, true);
    if (record.declareType === DECLARE_TYPE.Stop) {
      if (!cover || cover.id !== record.coverId) throw new AppException(InsuranceError.noCover, { name: await seafarerLabel(m, record.userId) });
      await endCover(m, cover.id, record.startDate, COVER_STATE.Stopped, by);
      await insertStopPay(m, { userId: record.userId, coverId: cover.id, payApplyId: cover.apply_id, stopApplyId: record.id, stopDate: record.startDate, by });
      await this.moveCoverMaker(m, cover.apply_id, 'stop');
      await setDeclaration(m, record.id, { state });
      return this.refreshSeafarer(m, record.userId);
    }
    if (record.declareType === DECLARE_TYPE.Pay && cover) {
      throw new AppException(InsuranceError.alreadyCovered, { name: await seafarerLabel(m, record.userId), code: cover.code ?? `#${cover.apply_id}`, from: cover.start_date });
    }
    if (record.declareType === DECLARE_TYPE.Change) {
      if (!cover) throw new AppException(InsuranceError.noCover, { name: await seafarerLabel(m, record.userId) });
      await endCover(m, cover.id, dayBefore(record.startDate), COVER_STATE.Changed, by);
    }
    const coverId = await insertCover(m, {
      userId: record.userId,
      applyId: record.id,
      baseId: record.baseId!,
      startDate: record.startDate,
      insuranceBase: record.insuranceBase!,
      fundBase: record.fundBase,
      assumeType: record.assumeType,
      personAssume: record.personAssume ?? ZERO,
      companyAssume: record.companyAssume ?? ZERO,
      busiInsuranceType: record.busiInsuranceType,
      busiInsurancePay: record.busiInsurancePay,
      isSocialCard: record.isSocialCard,
      by,
    });
    await setDeclaration(m, record.id, { state, coverId });
    // what he paid ahead goes to his balance, from which his personal shares are taken
    if (Number(record.prePay) > 0) {
      await this.balances.change(m, { userId: record.userId, adjustType: BALANCE_ADJUST_TYPE.PrePay, amount: record.prePay, reason: record.code ?? `#${record.id}`, applyId: record.id, by });
    }
    await this.refreshSeafarer(m, record.userId);
  }

  // no pay: the seafarer is not insured through the company (his own cover elsewhere); ends the declaration
  async noPay(ctx: OpContext, id: number): Promise<void> {
    const rec = await this.lock(ctx, id);
    const to = transition(rec.insurance_status, 'noPay');
    if (rec.must_pay === '1') throw new AppException(InsuranceError.mustPay);
    await setDeclaration(ctx.manager, id, { state: to, status: BusinessStatus.Finished });
    await this.refreshSeafarer(ctx.manager, rec.user_id);
  }

  // A stop declaration for the cover an approved declaration made, as a draft or submitted at once.
  async stop(ctx: OpContext, id: number, stopDate: string, submit: boolean): Promise<Row[]> {
    const rec = await this.lock(ctx, id);
    const cover = rec.cover_id ? await coverById(ctx.manager, rec.cover_id) : undefined;
    if (rec.insurance_status !== S.Approved || rec.declare_type === DECLARE_TYPE.Stop || cover?.state !== COVER_STATE.InForce) {
      throw new AppException(InsuranceError.noCover, { name: await seafarerLabel(ctx.manager, rec.user_id) });
    }
    // the stop's date is the declaration's start; the form calls it stopDate, so a refusal names that
    return this.declare(ctx, { userId: rec.user_id, declareType: DECLARE_TYPE.Stop, startDate: stopDate }, submit).catch((e: unknown) => {
      throw e instanceof AppException && e.fields.some((f) => f.field === 'startDate') ? new AppException(e.key, e.params, e.fields.map((f) => (f.field === 'startDate' ? { ...f, field: 'stopDate' } : f))) : e;
    });
  }

  // Continue paying a stopped cover: a new pay declaration on its terms from `startDate` (the same
  // city's parameters of that year), submitted at once; the stopped declaration reads "continue".
  async continueStopped(ctx: OpContext, id: number, startDate: string): Promise<Row[]> {
    const m = ctx.manager;
    const rec = await this.lock(ctx, id);
    const to = transition(rec.insurance_status, 'continue');
    const terms = (await declarationTerms(m, id))!;
    const params = await paramsById(m, terms.baseId as number);
    const year = Number(startDate.slice(0, 4));
    const baseId = params && params.year !== year ? await paramsOfCity(m, params.city, year) : terms.baseId;
    if (!baseId) throw new AppException(InsuranceError.paramsYear, { date: startDate, year: params?.year ?? '' }, [{ field: 'startDate', reason: 'range' }]);
    await setDeclaration(m, id, { state: to });
    const made = await this.declare(ctx, { ...terms, baseId, declareType: DECLARE_TYPE.Pay, startDate, continuesId: id }, true);
    const stopPayId = await stopPayOfDeclaration(m, id);
    if (stopPayId) await markContinued(m, stopPayId, made[0].id as number, ctx.user?.userId ?? null);
    return made;
  }

  // continueById of the stopped-cover list: its row names the declaration whose cover stopped
  async continueStopPay(ctx: OpContext, stopPayId: number, startDate: string): Promise<Row[]> {
    const row = await lockStopPay(ctx.manager, stopPayId);
    if (!row) throw new AppException('NotFound');
    if (row.continued === '1') throw new AppException(InsuranceError.notStopped);
    return this.continueStopped(ctx, row.pay_apply_id, startDate);
  }

  // Closed with its dispatch order or check item (SPEC §5): an open declaration is cancelled, a running
  // approval stopping through the workflow's generic close; an approved pay or change loses its cover
  // (cancelled before its first day, stopped today after it). An approved stop stands: the seafarer's
  // cover ended, and the stopped-cover list offers to continue it.
  async closeByOrder(ctx: OpContext, ids: number[], reason: MessageRef): Promise<void> {
    const m = ctx.manager;
    for (const id of ids) {
      const seen = await declarationState(m, id);
      if (!seen) continue;
      // the lock order of every workflow command: the instance, then the declaration
      if (seen.instance_id) await this.flows.lockInstance(m, seen.instance_id);
      const rec = (await lockDeclaration(m, id))!;
      const by = ctx.user?.userId ?? null;
      if (rec.insurance_status === S.Approved && rec.declare_type !== DECLARE_TYPE.Stop) {
        await this.endApprovedCover(ctx, rec, by);
      } else if (rec.insurance_status === S.WaitingToPay || rec.insurance_status === S.Revoked || rec.insurance_status === S.ManagerReview) {
        await setDeclaration(m, id, { state: transition(rec.insurance_status, 'cancel') });
        await this.flows.closeUnapproved({ ...ctx, resource: boatInsuranceApplyResource }, boatInsuranceApplyResource.name, id, reason);
      }
      await this.refreshSeafarer(m, rec.user_id);
    }
  }

  private async endApprovedCover(ctx: OpContext, rec: { id: number; user_id: number; insurance_status: string; cover_id: number | null }, by: number | null) {
    const m = ctx.manager;
    const cover = rec.cover_id ? await coverById(m, rec.cover_id) : undefined;
    if (!cover || cover.state !== COVER_STATE.InForce) return;
    const today = dayjs().format('YYYY-MM-DD');
    if (cover.start_date > today) {
      await endCover(m, cover.id, dayBefore(cover.start_date), COVER_STATE.Cancelled, by);
      await setDeclaration(m, rec.id, { state: transition(rec.insurance_status, 'cancel') });
      return;
    }
    await endCover(m, cover.id, today, COVER_STATE.Stopped, by);
    await insertStopPay(m, { userId: rec.user_id, coverId: cover.id, payApplyId: rec.id, stopApplyId: null, stopDate: today, by });
    await setDeclaration(m, rec.id, { state: transition(rec.insurance_status, 'stop') });
  }

  // the declaration that made a cover, when that cover stops
  private async moveCoverMaker(m: EntityManager, applyId: number, action: 'stop') {
    const maker = (await lockDeclaration(m, applyId))!;
    await setDeclaration(m, applyId, { state: transition(maker.insurance_status, action) });
  }

  // A new declaration through the resource's own insert (its checks and hooks), submitted when asked.
  async declare(ctx: OpContext, body: Row, submit: boolean): Promise<Row[]> {
    const c = { ...ctx, resource: boatInsuranceApplyResource, operation: 'insert', body };
    const [made] = await this.crud.insert(c, body.continuesId ? { continuesId: body.continuesId } : {});
    if (!submit) return [made];
    const record = await this.crud.load(c, made.id, true);
    await this.flows.submit(c, record);
    return this.read(ctx, made.id as number);
  }

  read(ctx: OpContext, id: number): Promise<Row[]> {
    return this.crud.getById({ ...ctx, resource: boatInsuranceApplyResource, operation: 'getById', body: { id } });
  }

  private async lock(ctx: OpContext, id: number) {
    // within the caller's crew rights (load answers 404 outside them), then locked after its instance
    const seen = await this.crud.load<Apply>({ ...ctx, resource: boatInsuranceApplyResource }, id);
    if (seen.instanceId) await this.flows.lockInstance(ctx.manager, seen.instanceId);
    return (await lockDeclaration(ctx.manager, id))!;
  }

  private async refreshSeafarer(m: EntityManager, userId: number) {
    await setInsuranceStatus(m, userId, await latestDeclarationState(m, userId));
  }
}
