import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { PermissionMap } from '../../../core/access/permission-map';
import { localToday } from '../../../core/config/local-date';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import type { OpContext } from '../../../core/resource/op-context';
import type { Row } from '../../../core/resource/row';
import { assertRecordReader } from '../../../workflow/tasks/flow-access';
import { nextCode } from '../../../workflow/workflow.api';
import { YES_NO } from '../../system/system.states';
import type { BoatExpenseAccountDetail } from '../entities/boat-expense-account-detail.entity';
import type { BoatExpenseAccount } from '../entities/boat-expense-account.entity';
import { claimableBooking } from '../expenses.api';
import { ExpensesError } from '../expenses.errors';
import {
  bookingClaims,
  bookingLinesOf,
  claimById,
  inYuan,
  lastShipOf,
  linesOfClaim,
  lockBooking,
  lockClaim,
  lockLines,
  markChecked,
  markPrinted,
  setClaim,
  writeTotals,
  type ClaimRow,
} from '../expenses.repository';
import { boatExpenseAccountDetailResource, boatExpenseAccountResource } from '../expenses.resources';
import { CLAIM_STATE as S, FEE_GROUP, HOME_CURRENCY } from '../expenses.states';
import { transition } from './claim-transitions';

type Claim = BoatExpenseAccount;
type Line = BoatExpenseAccountDetail;
// a claim's number: 报销 (BX), the day and the shared sequence, given when the claim is made
const CODE_PREFIX = 'BX';

// A claim and its lines: the server's fields of each write, the totals, the bookings a line names, and
// every move of a claim's state (through the transition table). Used by the hooks and operations.
@Injectable()
export class ClaimService {
  constructor(
    private readonly crud: CrudService,
    private readonly perms: PermissionMap,
  ) {}

  // A new claim: its number, a draft, dated today unless dated, and charged to the seafarer's current or
  // last ship (and its owner) unless the clerk names them.
  async preparingClaim(m: EntityManager, input: Partial<Claim>): Promise<void> {
    input.code = await nextCode(m, CODE_PREFIX);
    input.claimState = S.Draft;
    input.claimDate ??= localToday();
    if (input.shipownerId == null && input.shipId == null && input.userId) {
      const last = await lastShipOf(m, input.userId);
      if (last) Object.assign(input, { shipownerId: last.shipownerId, shipId: last.shipId });
    }
  }

  // An edit of a draft; another seafarer's claim keeps no booking of the first.
  async editingClaim(m: EntityManager, input: Partial<Claim>, current: Claim): Promise<void> {
    transition(current.claimState, 'edit');
    if (input.userId !== undefined && input.userId !== current.userId) await this.checkBookingsOf(m, { id: current.id, user_id: input.userId });
  }

  async deletingClaims(records: Claim[]): Promise<void> {
    for (const r of records) transition(r.claimState, 'delete');
  }

  // A line written to a claim (the line locked first by an update, then its claim): only on a draft;
  // an expense with its fee type, an advance never "paid by the company", yuan at rate 1 and another
  // currency at the rate given, and a booking that may be claimed on it.
  async preparingLine(m: EntityManager, input: Partial<Line>, current?: Line): Promise<void> {
    const claim = (await lockClaim(m, (current?.accountId ?? input.accountId)!))!;
    transition(claim.claim_state, 'edit');
    if (!current) input.currency ||= HOME_CURRENCY;
    const row = { ...current, ...input } as Line;
    if (row.feeGroup === FEE_GROUP.Expense && !row.feeType) throw new AppException(ExpensesError.feeTypeNeeded, {}, [{ field: 'feeType', reason: 'required' }]);
    if (row.feeGroup === FEE_GROUP.CashAdvance && row.companyPaid === YES_NO.Yes) throw new AppException(ExpensesError.advanceNotCompanyPaid, {}, [{ field: 'companyPaid', reason: 'enum' }]);
    // a rate given, else the line's own while its currency stays
    const rate = row.currency === HOME_CURRENCY ? 1 : (input.exchangeRate ?? (current?.currency === row.currency ? current.exchangeRate : null));
    if (rate == null) throw new AppException(ExpensesError.rateNeeded, { currency: row.currency }, [{ field: 'exchangeRate', reason: 'required' }]);
    input.exchangeRate = rate;
    input.cnyAmount = await inYuan(m, row.amount, rate);
    const kind = row.bookingKind || null;
    const id = row.bookingId ?? null;
    if ((kind === null) !== (id === null)) throw new AppException(ExpensesError.bookingHalf, {}, [{ field: kind ? 'bookingId' : 'bookingKind', reason: 'required' }]);
    if (kind && id) await this.checkBooking(m, claim, kind, id, current?.id ?? null);
  }

  // lines deleted (locked by the delete): only from drafts
  async deletingLines(m: EntityManager, records: Line[]): Promise<void> {
    for (const claimId of [...new Set(records.map((r) => r.accountId))].sort((a, b) => a - b)) {
      const claim = (await lockClaim(m, claimId))!;
      transition(claim.claim_state, 'edit');
    }
  }

  // the claims' totals worked out again from their lines (each claim locked by the write before)
  async recount(m: EntityManager, claimIds: number[]): Promise<void> {
    for (const id of [...new Set(claimIds)]) await writeTotals(m, id);
  }

  // Submit: a draft with lines goes to review; its totals counted again, its bookings checked again
  // (time has passed: the company may have paid one), and handed to the flow as they are now.
  async submitting(m: EntityManager, record: Claim): Promise<void> {
    const to = transition(record.claimState, 'submit');
    const totals = await writeTotals(m, record.id);
    if (!totals.lines) throw new AppException(ExpensesError.noLines);
    await this.checkBookingsOf(m, { id: record.id, user_id: record.userId });
    await setClaim(m, record.id, { state: to });
    const { lines: _lines, ...amounts } = totals;
    Object.assign(record, amounts, { claimState: to });
  }

  async withdrawn(m: EntityManager, record: Claim): Promise<void> {
    await setClaim(m, record.id, { state: transition(record.claimState, 'withdraw') });
  }

  // The flow ended (the instance and the claim are locked by the flow). Agreed: approved today, its
  // bookings checked once more; disagreed: rejected, which frees its bookings for another claim.
  async finished(m: EntityManager, record: Claim, agreed: boolean): Promise<void> {
    if (!agreed) return setClaim(m, record.id, { state: transition(record.claimState, 'reject') });
    const state = transition(record.claimState, 'approve');
    await this.checkBookingsOf(m, { id: record.id, user_id: record.userId });
    await setClaim(m, record.id, { state, approvedOn: localToday() });
  }

  // updatePrintFlg: the claim form was printed (in review or approved), by the caller, now
  async printed(ctx: OpContext, id: number): Promise<void> {
    await this.crud.load({ ...ctx, resource: boatExpenseAccountResource }, id);
    const claim = (await lockClaim(ctx.manager, id))!;
    transition(claim.claim_state, 'print');
    await markPrinted(ctx.manager, id, ctx.user?.userId ?? null);
  }

  // Finance's check of lines against their receipts, while their claims are reviewed or once approved:
  // the lines locked, then their claims.
  async checked(ctx: OpContext, ids: number[], checked: boolean): Promise<void> {
    const m = ctx.manager;
    const seen = await this.crud.scopedQuery(ctx).andWhere('t.id IN (:...ids)', { ids }).select('t.id').getRawMany();
    if (seen.length !== ids.length) throw new AppException('NotFound');
    const lines = await lockLines(m, ids);
    for (const claimId of [...new Set(lines.map((l) => l.account_id))].sort((a, b) => a - b)) {
      const claim = (await lockClaim(m, claimId))!;
      // the check is a second pair of eyes on the receipts: not the claim's maker's
      if (claim.created_by !== null && claim.created_by === ctx.user?.userId) throw new AppException(ExpensesError.ownClaim, { claim: claim.code ?? `#${claim.id}` });
      transition(claim.claim_state, 'check');
    }
    await markChecked(m, ids, checked, ctx.user?.userId ?? null);
  }

  // A claim's lines for whoever may read the claim: the claim screens' holders within their crew rights,
  // and those who may read its flow (the applicant, its approvers), who hold no claim screen.
  async linesFor(ctx: OpContext, claimId: number): Promise<Row[]> {
    const m = ctx.manager;
    const claim = await claimById(m, claimId);
    if (!claim) throw new AppException('NotFound');
    const screens = await Promise.all(['boatExpenseAccount', 'boatApproveExpenseManage'].map((p) => this.perms.idOf(p)));
    await assertRecordReader(ctx, this.crud, { resource: boatExpenseAccountResource, id: claimId, instanceId: claim.instance_id }, screens);
    const ids = await linesOfClaim(m, claimId);
    if (!ids.length) return [];
    const c = { ...ctx, resource: boatExpenseAccountDetailResource };
    const rows = (await m.getRepository(boatExpenseAccountDetailResource.entity!).findBy({ id: In(ids) })) as Row[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return this.crud.present(c, ids.map((id) => byId.get(id)!));
  }

  // The lines of a claim that name bookings, each checked again (at submit and approval; the seafarer
  // changed on a draft).
  private async checkBookingsOf(m: EntityManager, claim: Pick<ClaimRow, 'id' | 'user_id'>): Promise<void> {
    for (const line of await bookingLinesOf(m, claim.id)) await this.checkBooking(m, claim, line.booking_kind, line.booking_id, line.id);
  }

  // A booking a line of `claim` names: one of a registered kind, that exists, is the claim's seafarer's,
  // was not paid by the company, and no other line of a claim still standing names (this line aside).
  private async checkBooking(m: EntityManager, claim: Pick<ClaimRow, 'id' | 'user_id'>, kindName: string, id: number, lineId: number | null): Promise<void> {
    const kind = claimableBooking(kindName);
    if (!kind) throw new AppException(ExpensesError.bookingKindUnknown, { kind: kindName }, [{ field: 'bookingKind', reason: 'enum' }]);
    await lockBooking(m, kind.kind, id);
    const booking = { zh: `${kind.label.zh} #${id}`, en: `${kind.label.en} #${id}` };
    const [row] = (await kind.describe(m, [id])).filter((r) => r.id === id);
    if (!row) throw new AppException(ExpensesError.bookingUnknown, { booking }, [{ field: 'bookingId', reason: 'ref' }]);
    if (row.seafarerId !== claim.user_id) throw new AppException(ExpensesError.bookingOtherSeafarer, { booking }, [{ field: 'bookingId', reason: 'seafarer' }]);
    if (row.companyPaid) throw new AppException(ExpensesError.bookingCompanyPaid, { booking }, [{ field: 'bookingId', reason: 'companyPaid' }]);
    const [other] = await bookingClaims(m, kind.kind, [id], lineId);
    if (other?.claimId === claim.id) throw new AppException(ExpensesError.bookingTwice, { booking }, [{ field: 'bookingId', reason: 'unique' }]);
    // the booking module's own record of a claim counts too (a claim of ours it names, this one aside)
    const recorded = !other && row.claimedBy && row.claimedBy !== claim.id ? await claimById(m, row.claimedBy) : undefined;
    const by = other ? { code: other.claimCode, id: other.claimId } : recorded?.claim_state !== S.Rejected ? recorded : undefined;
    if (by) throw new AppException(ExpensesError.bookingClaimed, { booking, claim: by.code ?? `#${by.id}` }, [{ field: 'bookingId', reason: 'claimed' }]);
  }
}
