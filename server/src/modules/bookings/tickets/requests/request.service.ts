import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { writeAuditMany } from '../../../../core/audit/audit';
import { AppException } from '../../../../core/errors/app.exception';
import { CrudService } from '../../../../core/resource/crud.service';
import type { OpContext } from '../../../../core/resource/op-context';
import type { Row } from '../../../../core/resource/row';
import { nextCode } from '../../../../workflow/workflow.api';
import { linkedOrderCode } from '../../../dispatch/dispatch.api';
import type { BoatTicket } from '../entities/boat-ticket.entity';
import type { BoatTicketStaff } from '../entities/boat-ticket-staff.entity';
import { transition } from '../issue/ticket-transitions';
import { TicketError } from '../tickets.errors';
import { boatTicketResource, boatTicketStaffResource, boatTicketTravellerResource } from '../tickets.resources';
import { TICKET_SETTLEMENT, TICKET_STATUS } from '../tickets.states';
import { YES_NO } from '../../../system/system.states';
import {
  copyTrip,
  countTravellers,
  deleteTicketsOfRequest,
  lockRequest,
  lockRequestsOfTickets,
  lockTicketsOfRequest,
  seafarer,
  setSubmitted,
  setTickets,
  travellerOnRequest,
  type RequestRow,
} from '../tickets.repository';

const CODE_PREFIX = 'JP';

// A request and its travellers while the crew manager writes it, and its submission to the travel clerk:
// the request changes only until it is submitted; each traveller's ticket copies its trip.
@Injectable()
export class RequestService {
  constructor(private readonly crud: CrudService) {}

  async inserting(m: EntityManager, input: Partial<BoatTicket>): Promise<void> {
    this.assertRoute(input);
    input.code = await nextCode(m, CODE_PREFIX);
    input.submitted = YES_NO.No;
    input.travellers = 0;
  }

  async updating(m: EntityManager, input: Partial<BoatTicket>, current: BoatTicket): Promise<void> {
    const req = (await lockRequest(m, current.id))!;
    this.assertOpen(req);
    this.assertRoute({ ...current, ...input });
  }

  // the trip, as changed, on its tickets
  async updated(m: EntityManager, id: number): Promise<void> {
    await copyTrip(m, id);
  }

  async deleting(m: EntityManager, records: BoatTicket[]): Promise<void> {
    for (const r of records) this.assertOpen((await lockRequest(m, r.id))!);
    await deleteTicketsOfRequest(m, records.map((r) => r.id));
  }

  // a traveller joins a request not yet submitted, once, with its trip and his rank
  async travellerJoining(m: EntityManager, input: Partial<BoatTicketStaff>): Promise<void> {
    const req = await lockRequest(m, input.ticketId!);
    if (!req) throw new AppException('NotFound');
    this.assertOpen(req);
    const who = await seafarer(m, input.userId!);
    if (await travellerOnRequest(m, req.id, input.userId!)) throw new AppException(TicketError.travellerTwice, { name: who?.name ?? `#${input.userId}`, code: req.code ?? `#${req.id}` });
    Object.assign(input, {
      duty: input.duty ?? who?.duty ?? null,
      ticketType: req.ticket_type,
      departCity: req.depart_city,
      purposeCity: req.purpose_city,
      travelDate: req.travel_date,
      ticketStatus: TICKET_STATUS.Pending,
      settlement: TICKET_SETTLEMENT.NotSettled,
    });
  }

  async travellersChanged(m: EntityManager, ticketIds: number[]): Promise<void> {
    for (const id of new Set(ticketIds)) await countTravellers(m, id);
  }

  lockRequestsOf(m: EntityManager, ticketIds: number[]): Promise<void> {
    return lockRequestsOfTickets(m, ticketIds);
  }

  async travellerEditing(current: BoatTicketStaff): Promise<void> {
    transition(current.ticketStatus, 'edit');
  }

  // a traveller leaves a pending request; one made from a dispatch plan goes with its check item
  async travellersLeaving(m: EntityManager, records: BoatTicketStaff[]): Promise<void> {
    for (const r of records) {
      transition(r.ticketStatus, 'delete');
      const code = await linkedOrderCode(m, 'ticket', r.id);
      if (code) throw new AppException(TicketError.linkedToOrder, { code });
    }
  }

  // Handed to the travel clerk: every traveller's ticket waits for issue, and the request no longer
  // changes. No approval flow: see the README (the flow type `ticket` stays unused).
  async submit(ctx: OpContext, id: number): Promise<Row[]> {
    const m = ctx.manager;
    await this.crud.load({ ...ctx, resource: boatTicketResource }, id);
    const req = (await lockRequest(m, id))!;
    this.assertOpen(req);
    const tickets = await lockTicketsOfRequest(m, id);
    if (!tickets.length) throw new AppException(TicketError.noTravellers, { code: req.code ?? `#${id}` });
    const to = tickets.map((t) => transition(t.ticket_status, 'submit'));
    const by = ctx.user?.userId ?? null;
    await setTickets(m, tickets.map((t) => t.id), { ticketStatus: to[0] }, by);
    await setSubmitted(m, id, by);
    await writeAuditMany({ ...ctx, resource: boatTicketStaffResource }, 'submit', tickets.map((t, i) => ({ id: t.id, changes: { ticketStatus: { old: t.ticket_status, new: to[i] } } })));
    return this.crud.getById({ ...ctx, resource: boatTicketResource, operation: 'getById', body: { id } });
  }

  // A request of one traveller through the resources' own inserts (their checks and hooks), submitted:
  // what a dispatch plan's check item makes. Answers the traveller's ticket.
  async requestFor(ctx: OpContext, trip: Row, traveller: { userId: number; duty: string | null }): Promise<number> {
    const [req] = await this.crud.insert({ ...ctx, resource: boatTicketResource, operation: 'insert', body: trip });
    const [ticket] = await this.crud.insert({ ...ctx, resource: boatTicketTravellerResource, operation: 'insert', body: { ticketId: req.id, ...traveller } });
    await this.submit(ctx, req.id as number);
    return ticket.id as number;
  }

  private assertOpen(req: RequestRow) {
    if (req.submitted === YES_NO.Yes) throw new AppException(TicketError.requestSubmitted, { code: req.code ?? `#${req.id}` });
  }

  private assertRoute(row: Partial<BoatTicket>) {
    const from = row.departCity?.trim();
    if (from && from === row.purposeCity?.trim()) throw new AppException(TicketError.sameCity, {}, [{ field: 'purposeCity', reason: 'same' }]);
  }
}
