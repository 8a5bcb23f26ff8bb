import { Module } from '@nestjs/common';

// Air tickets (SPEC §2 boatTicket, boatTicketManage, planeSettlement): requests, the clerk's issue and refund, and their settlement.
@Module({})
export class TicketsModule {}
