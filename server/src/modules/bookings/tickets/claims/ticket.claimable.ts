import { Injectable, OnModuleInit } from '@nestjs/common';
import { L } from '../../../../core/resource/label';
import { registerClaimableBooking } from '../../../expenses/expenses.api';
import { ticketsForClaims } from '../tickets.repository';

// A seafarer's expense claim line may name the ticket it pays for (issue 23 §6); a ticket the company
// bought from the agency (issued, refunded or awaiting its refund) cannot be claimed, one never issued
// (he bought his own) can be
@Injectable()
export class TicketClaimable implements OnModuleInit {
  onModuleInit(): void {
    registerClaimableBooking({ kind: 'ticket', label: L('机票', 'Air ticket'), describe: ticketsForClaims });
  }
}
