import { Module } from '@nestjs/common';

// Hotels (SPEC §2 boatHotelReserve, boatApplyForHoteReserve, hotelReservationParams, hotelSettlement): the contracted hotels, applications approved through processes/hotel-booking.bpmn, the clerk's bookings and their settlement.
@Module({})
export class HotelsModule {}
