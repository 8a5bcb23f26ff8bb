import { Injectable } from '@nestjs/common';
import type { HookPayloads } from '../../../../core/resource/hook-payloads';
import type { OpContext } from '../../../../core/resource/op-context';
import { Hook } from '../../../../core/resource/resource.decorators';
import type { BoatTicket } from '../entities/boat-ticket.entity';
import type { BoatTicketStaff } from '../entities/boat-ticket-staff.entity';
import { RequestService } from './request.service';

type Req = HookPayloads<BoatTicket>;
type Traveller = HookPayloads<BoatTicketStaff>;

// The request's and its travellers' rules on the generic operations.
@Injectable()
export class RequestHooks {
  constructor(private readonly requests: RequestService) {}

  @Hook('BoatTicket.insert:before')
  async inserting(ctx: OpContext, { input }: Req['insert:before']) {
    await this.requests.inserting(ctx.manager, input);
  }

  @Hook('BoatTicket.update:before')
  async updating(ctx: OpContext, { input, current }: Req['update:before']) {
    await this.requests.updating(ctx.manager, input, current);
  }

  @Hook('BoatTicket.update:after')
  async updated(ctx: OpContext, { record }: Req['update:after']) {
    await this.requests.updated(ctx.manager, record.id);
  }

  @Hook('BoatTicket.delete:before')
  async deleting(ctx: OpContext, { records }: Req['delete:before']) {
    await this.requests.deleting(ctx.manager, records);
  }

  @Hook('BoatTicketTraveller.insert:before')
  async joining(ctx: OpContext, { input }: Traveller['insert:before']) {
    await this.requests.travellerJoining(ctx.manager, input);
  }

  @Hook('BoatTicketTraveller.insert:after')
  async joined(ctx: OpContext, { record }: Traveller['insert:after']) {
    await this.requests.travellersChanged(ctx.manager, [record.ticketId]);
  }

  @Hook('BoatTicketTraveller.update:before')
  async editing(_ctx: OpContext, { current }: Traveller['update:before']) {
    await this.requests.travellerEditing(current);
  }

  // the request first, as every write of a request and its tickets takes them
  @Hook('BoatTicketTraveller.delete:lock')
  async locking(ctx: OpContext, { ids }: Traveller['delete:lock']) {
    await this.requests.lockRequestsOf(ctx.manager, ids);
  }

  @Hook('BoatTicketTraveller.delete:before')
  async leaving(ctx: OpContext, { records }: Traveller['delete:before']) {
    await this.requests.travellersLeaving(ctx.manager, records);
  }

  @Hook('BoatTicketTraveller.delete:after')
  async left(ctx: OpContext, { records }: Traveller['delete:after']) {
    await this.requests.travellersChanged(ctx.manager, records.map((r) => r.ticketId));
  }
}
