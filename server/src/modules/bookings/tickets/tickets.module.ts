import { TicketClaimable } from './claims/ticket.claimable';
import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { DispatchModule } from '../../dispatch/dispatch.module';
import { TicketsDemoSeed } from './demo/tickets-demo-seed.service';
import { TicketOperations } from './issue/ticket.operations';
import { TicketService } from './issue/ticket.service';
import { TicketLink } from './links/ticket.link';
import { RequestHooks } from './requests/request.hooks';
import { RequestOperations } from './requests/request.operations';
import { RequestService } from './requests/request.service';
import { SettlementOperations } from './settlement/settlement.operations';
import { TICKET_REPORTS, TicketReports } from './settlement/ticket-settle-report';
import { TICKET_RESOURCES } from './tickets.resources';
import './tickets.dictionaries';

// Air tickets (SPEC §2 boatTicket, boatTicketManage, planeSettlement): requests, the clerk's issue and
// refund, the dispatch plan's check item (link kind `ticket`), and their settlement with the travel agencies.
@Module({
  imports: [DispatchModule],
  providers: [TicketClaimable, RequestService, RequestHooks, RequestOperations, TicketService, TicketOperations, SettlementOperations, TicketLink, TicketReports, TicketsDemoSeed],
})
export class TicketsModule {
  constructor(registry: ResourceRegistry) {
    registry.register([...TICKET_RESOURCES, ...TICKET_REPORTS.map((r) => r.resource)]);
  }
}
