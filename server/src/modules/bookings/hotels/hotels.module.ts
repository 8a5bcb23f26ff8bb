import { HotelClaimable } from './claims/hotel.claimable';
import { Module } from '@nestjs/common';
import { defineResource } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { WorkflowModule } from '../../../workflow/workflow.module';
import { DispatchModule } from '../../dispatch/dispatch.module';
import { ApplicationHooks } from './applications/application.hooks';
import { BaseHooks } from './base/base.hooks';
import { BaseOperations } from './base/base.operations';
import { HotelsDemoSeed } from './demo/hotels-demo-seed.service';
import { HOTEL_RESOURCES } from './hotels.resources';
import { HotelLink } from './links/hotel.link';
import { HotelReminders } from './reminders/hotel-reminders.job';
import { HOTEL_REPORTS, HotelReports } from './settlement/settlement.report';
import { SettlementOperations } from './settlement/settlement.operations';
import { GuestHooks } from './stays/guest.hooks';
import { StayOperations } from './stays/stay.operations';
import { StayService } from './stays/stay.service';
import './hotels.messages';

// the check item's own entry point (boatHotelDispatch.insert), a resource of operations only
const hotelDispatchResource = defineResource({ name: 'boatHotelDispatch', label: L('派遣酒店预订', 'Hotel booking from dispatch'), fields: {} });

// Hotels (SPEC §2 hotelReservationParams, boatApplyForHoteReserve, boatHotelReserve, boatHoteApproveManage,
// hotelSettlement): the contracted hotels and their prices, applications approved through
// processes/hotel.bpmn and made from dispatch plans, the travel clerk's bookings with their cancellations,
// early check-outs and extensions, the daily reminder, and finance's settlement with the hotels.
@Module({
  imports: [WorkflowModule, DispatchModule],
  providers: [HotelClaimable, StayService, GuestHooks, ApplicationHooks, StayOperations, BaseHooks, BaseOperations, HotelLink, HotelReminders, HotelReports, SettlementOperations, HotelsDemoSeed],
})
export class HotelsModule {
  constructor(registry: ResourceRegistry) {
    registry.register([...HOTEL_RESOURCES, hotelDispatchResource, ...HOTEL_REPORTS.map((r) => r.resource)]);
  }
}
