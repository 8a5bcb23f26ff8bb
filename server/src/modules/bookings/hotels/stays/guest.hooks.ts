import { Injectable } from '@nestjs/common';
import type { HookPayloads } from '../../../../core/resource/hook-payloads';
import type { OpContext } from '../../../../core/resource/op-context';
import { Hook } from '../../../../core/resource/resource.decorators';
import type { BoatHotelStaff } from '../entities/boat-hotel-staff.entity';
import { transition } from './stay-transitions';
import { StayService } from './stay.service';

type Guest = HookPayloads<BoatHotelStaff>;

// An application's guests (boatHotelGuest) are added, changed and taken away while it is a draft; each
// change works the stay out again and the application's totals with it.
@Injectable()
export class GuestHooks {
  constructor(private readonly stays: StayService) {}

  @Hook('boatHotelGuest.insert:before')
  inserting(ctx: OpContext, { input }: Guest['insert:before']) {
    return this.stays.prepareGuest(ctx, input);
  }

  @Hook('boatHotelGuest.update:before')
  updating(ctx: OpContext, { input, current }: Guest['update:before']) {
    return this.stays.prepareGuest(ctx, input, current);
  }

  @Hook('boatHotelGuest.insert:after')
  @Hook('boatHotelGuest.update:after')
  async changed(ctx: OpContext, { record }: { record: BoatHotelStaff }) {
    await this.stays.refreshTotals(ctx, record.hotelApplyId);
  }

  // the applications first, then their stays (the lock order): the generic delete locks the rows after this
  @Hook('boatHotelGuest.delete:lock')
  async locking(ctx: OpContext, { ids }: Guest['delete:lock']) {
    for (const applyId of await this.stays.applicationsOfStays(ctx, ids)) await this.stays.draftApplication(ctx, applyId);
  }

  @Hook('boatHotelGuest.delete:before')
  deleting(_ctx: OpContext, { records }: Guest['delete:before']) {
    for (const r of records) transition(r.reservationsStatus, 'delete');
  }

  @Hook('boatHotelGuest.delete:after')
  async deleted(ctx: OpContext, { records }: Guest['delete:after']) {
    for (const applyId of new Set(records.map((r) => r.hotelApplyId))) await this.stays.refreshTotals(ctx, applyId);
  }
}
