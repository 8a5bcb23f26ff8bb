import { Injectable } from '@nestjs/common';
import { writeAudit, writeAuditMany } from '../../../../core/audit/audit';
import { localToday } from '../../../../core/config/local-date';
import { itemLabel } from '../../../../core/dictionary/dict-dsl';
import { unknownDictValues } from '../../../../core/dictionary/dictionary';
import { AppException } from '../../../../core/errors/app.exception';
import { CrudService } from '../../../../core/resource/crud.service';
import { fieldError } from '../../../../core/resource/field-validator';
import type { OpContext } from '../../../../core/resource/op-context';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import type { Row } from '../../../../core/resource/row';
import { TicketError } from '../tickets.errors';
import { boatTicketSettleResource, boatTicketStaffResource } from '../tickets.resources';
import { TICKET_SETTLEMENT as SET, TICKET_STATUS as S, TRAVEL_AGENCY_CATEGORY, ticketSettlement, ticketStatus } from '../tickets.states';
import { lockTickets, setTickets, settleTickets, type TicketPatch, type TicketRow } from '../tickets.repository';
import { nextState, transition, TICKET_ACTIONS } from './ticket-transitions';

export interface IssueInput {
  id: number;
  flightInformation: string;
  ticketPrice: number;
  currency: string;
  supplierId: number;
  travelDate?: string | null;
}

export interface AmendInput {
  id: number;
  flightInformation?: string | null;
  ticketPrice?: number | null;
  currency?: string | null;
  supplierId?: number | null;
  refundFee?: number | null;
}

const money = (n: number | string) => Number(n).toFixed(4);

// The travel clerk's moves of a ticket and finance's settlement, each through the transition table; the
// dispatch link's closing. A ticket is read within the caller's crew rights first (404 outside them), then
// locked.
@Injectable()
export class TicketService {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
  ) {}

  async issue(ctx: OpContext, input: IssueInput): Promise<Row[]> {
    const t = await this.lock(ctx, input.id);
    const to = transition(t.ticket_status, 'issue');
    await this.assertTravelAgency(ctx, input.supplierId);
    await this.assertCurrency(ctx, input.currency);
    const price = money(input.ticketPrice);
    const patch: TicketPatch = {
      ticketStatus: to,
      flightInformation: input.flightInformation.trim(),
      supplierId: input.supplierId,
      ticketPrice: price,
      currency: input.currency,
      netCost: price,
      issueDate: localToday(),
      issuedBy: ctx.user?.userId ?? null,
      ...(input.travelDate ? { travelDate: input.travelDate } : {}),
    };
    return this.write(ctx, t, 'issue', patch);
  }

  // the agency refunded it and kept `refundFee`: that is what the ticket cost. One already settled owes
  // the rest back (price − fee), settled in turn.
  async refund(ctx: OpContext, id: number, refundFee: number): Promise<Row[]> {
    const t = await this.lock(ctx, id);
    const to = transition(t.ticket_status, 'refund');
    this.assertFee(refundFee, t.ticket_price);
    const fee = money(refundFee);
    const settlement = t.settlement === SET.Settled ? SET.RefundToSettle : t.settlement;
    return this.write(ctx, t, 'refund', { ticketStatus: to, refundFee: fee, netCost: fee, refundDate: localToday(), settlement });
  }

  async cancel(ctx: OpContext, id: number, reason: string | null): Promise<Row[]> {
    const t = await this.lock(ctx, id);
    return this.write(ctx, t, 'cancel', { ticketStatus: transition(t.ticket_status, 'cancel'), cancelReason: reason?.trim() || null });
  }

  // The clerk corrects what was issued or the refund fee. What the agency has been paid for never
  // changes: the price, currency and agency once settled, the fee once its refund is settled too.
  async amend(ctx: OpContext, input: AmendInput): Promise<Row[]> {
    const t = await this.lock(ctx, input.id);
    transition(t.ticket_status, 'amend');
    const patch: TicketPatch = {};
    if (input.flightInformation?.trim()) patch.flightInformation = input.flightInformation.trim();
    const issued = { ticketPrice: input.ticketPrice, currency: input.currency, supplierId: input.supplierId };
    if (Object.values(issued).some((v) => v != null)) {
      if (t.settlement !== SET.NotSettled) throw new AppException(TicketError.settled, { code: t.code ?? `#${t.ticket_id}`, name: t.name });
      if (input.supplierId != null) {
        await this.assertTravelAgency(ctx, input.supplierId);
        patch.supplierId = input.supplierId;
      }
      if (input.currency != null) {
        await this.assertCurrency(ctx, input.currency);
        patch.currency = input.currency;
      }
      if (input.ticketPrice != null) patch.ticketPrice = money(input.ticketPrice);
    }
    if (input.refundFee != null) {
      // a fee is the refund's: a ticket not refunded has none to correct
      if (t.ticket_status !== S.Refunded) throw new AppException(TicketError.noRefundFee, { from: itemLabel(ticketStatus.items, t.ticket_status, { inSentence: true }) });
      if (t.settlement !== SET.NotSettled && t.settlement !== SET.RefundToSettle) throw new AppException(TicketError.settled, { code: t.code ?? `#${t.ticket_id}`, name: t.name });
      patch.refundFee = money(input.refundFee);
    }
    const price = patch.ticketPrice ?? t.ticket_price;
    const fee = patch.refundFee ?? t.refund_fee;
    if (t.ticket_status === S.Refunded) {
      this.assertFee(Number(fee), price);
      patch.netCost = money(fee ?? 0);
    } else if (patch.ticketPrice) patch.netCost = patch.ticketPrice;
    if (!Object.keys(patch).length) throw new AppException('NothingToUpdate');
    return this.write(ctx, t, 'amend', patch);
  }

  // Closed with its dispatch order or check item (SPEC §5): not bought yet, cancelled; issued, awaiting
  // its refund (the money was spent); refunded, cancelled or already awaiting refund, as it is.
  async closeByOrder(ctx: OpContext, ids: number[]): Promise<void> {
    for (const t of await lockTickets(ctx.manager, ids)) {
      const to = nextState(t.ticket_status, 'close');
      if (to) await this.write(ctx, t, 'close', { ticketStatus: to });
    }
  }

  // Finance settles the selected tickets with their travel agency (confirm first, SPEC §5): each issued or
  // refunded and not yet settled, or refunded after it was settled; all within the caller's crew rights.
  async settle(ctx: OpContext, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const visible = await this.crud.scopedQuery({ ...ctx, resource: boatTicketSettleResource }).andWhere('t.id IN (:...ids)', { ids: unique }).select('t.id').getMany();
    if (visible.length !== unique.length) throw new AppException('NotFound');
    const rows = await lockTickets(ctx.manager, unique);
    const stateWrong = rows.filter((r) => !nextState(r.ticket_status, 'settle'));
    if (stateWrong.length) {
      throw new AppException(TicketError.settleState, { count: stateWrong.length, state: itemLabel(ticketStatus.items, stateWrong[0].ticket_status, { inSentence: true }) });
    }
    const done = rows.filter((r) => r.settlement !== SET.NotSettled && r.settlement !== SET.RefundToSettle);
    if (done.length) throw new AppException(TicketError.settleState, { count: done.length, state: itemLabel(ticketSettlement.items, done[0].settlement, { inSentence: true }) });
    await settleTickets(ctx.manager, unique, ctx.user?.userId ?? null);
    const next = (s: string) => (s === SET.NotSettled ? SET.Settled : SET.RefundSettled);
    await writeAuditMany({ ...ctx, resource: boatTicketSettleResource }, 'settle', rows.map((r) => ({ id: r.id, changes: { settlement: { old: r.settlement, new: next(r.settlement) }, settledAmount: { old: r.settled_amount, new: r.net_cost } } })));
    return rows.length;
  }

  read(ctx: OpContext, id: number): Promise<Row[]> {
    return this.crud.getById({ ...ctx, resource: boatTicketStaffResource, operation: 'getById', body: { id } });
  }

  private async lock(ctx: OpContext, id: number): Promise<TicketRow> {
    // within the caller's crew rights (load answers 404 outside them), then locked
    await this.crud.load({ ...ctx, resource: boatTicketStaffResource }, id);
    return (await lockTickets(ctx.manager, [id]))[0];
  }

  private async write(ctx: OpContext, t: TicketRow, action: keyof typeof TICKET_ACTIONS, patch: TicketPatch): Promise<Row[]> {
    await setTickets(ctx.manager, [t.id], patch, ctx.user?.userId ?? null);
    const changes = Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, { old: k === 'ticketStatus' ? t.ticket_status : undefined, new: v }]));
    await writeAudit({ ...ctx, resource: boatTicketStaffResource }, action, t.id, changes);
    return this.read(ctx, t.id);
  }

  private assertFee(fee: number, price: string | null) {
    if (fee > Number(price ?? 0)) throw new AppException(TicketError.feeAbovePrice, { fee: Number(fee).toFixed(2), price: Number(price ?? 0).toFixed(2) }, [{ field: 'refundFee', reason: 'range' }]);
  }

  private async assertCurrency(ctx: OpContext, currency: string) {
    if ((await unknownDictValues(ctx.manager, 'currency', [currency])).length) throw new AppException('Validation', {}, [fieldError('currency', boatTicketStaffResource.fields.currency, 'enum')]);
  }

  // the agency is a supplier of the clients module, read through its own resource (never its table)
  private async assertTravelAgency(ctx: OpContext, supplierId: number) {
    const resource = this.registry.resource('BoatSupplier')!;
    const found = await this.crud.load({ ...ctx, resource }, supplierId).catch((e: unknown) => {
      // named as the generic writes name a missing reference ("Travel agency: no such record")
      const { label } = boatTicketStaffResource.fields.supplierId;
      throw e instanceof AppException && e.key === 'NotFound' ? new AppException('MissingRef', {}, [{ field: 'supplierId', reason: 'ref', message: { zh: `${label.zh}不存在`, en: `${label.en}: no such record` } }]) : e;
    });
    if (found.category !== TRAVEL_AGENCY_CATEGORY) throw new AppException(TicketError.notTravelAgency, { name: found.name }, [{ field: 'supplierId', reason: 'enum' }]);
  }
}
