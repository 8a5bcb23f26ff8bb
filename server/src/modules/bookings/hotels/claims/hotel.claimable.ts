import { Injectable, OnModuleInit } from '@nestjs/common';
import { L } from '../../../../core/resource/label';
import { registerClaimableBooking } from '../../../expenses/expenses.api';
import { staysForClaims } from '../hotels.repository';

// A seafarer's expense claim line may name the stay it pays for (issue 23 §6); a stay the company booked
// with the hotel, or settled, is the company's and cannot be claimed (a stay never booked — the seafarer
// paid at the desk — can be)
@Injectable()
export class HotelClaimable implements OnModuleInit {
  onModuleInit(): void {
    registerClaimableBooking({ kind: 'hotel', label: L('酒店预订', 'Hotel booking'), describe: staysForClaims });
  }
}
