import { Module } from '@nestjs/common';
import { CarsModule } from './cars/cars.module';
import { ClothesModule } from './clothes/clothes.module';
import { HotelsModule } from './hotels/hotels.module';
import { TicketsModule } from './tickets/tickets.module';
import './bookings.dictionaries';
import './bookings.menus';
import './bookings.reminder-kinds';

// Administration's bookings for crew changes (SPEC §2 Administration): hotels, air tickets, cars and work
// clothes, each a module of its own; the tickets, hotels and clothes are made in the dispatch plan (SPEC §5).
@Module({ imports: [HotelsModule, TicketsModule, CarsModule, ClothesModule] })
export class BookingsModule {}
