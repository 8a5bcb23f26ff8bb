import { Injectable } from '@nestjs/common';
import { dictLabels } from '../../../../core/dictionary/dictionary';
import { AppException } from '../../../../core/errors/app.exception';
import type { HookPayloads } from '../../../../core/resource/hook-payloads';
import type { OpContext } from '../../../../core/resource/op-context';
import { Hook } from '../../../../core/resource/resource.decorators';
import type { BoatHotelBase } from '../entities/boat-hotel-base.entity';
import type { BoatHotelRoom } from '../entities/boat-hotel-room.entity';
import { HotelsError } from '../hotels.errors';
import { dropRooms, hotelNamed, hotelStayCount, roomOfHotel } from '../hotels.repository';

// The contracts' integrity: one hotel of a name per city, one price per room type of a hotel, and a
// hotel stays while stays were booked in it (its bookings are settled with it).
@Injectable()
export class BaseHooks {
  @Hook('BoatHotelBase.insert:before')
  @Hook('BoatHotelBase.update:before')
  async hotel(ctx: OpContext, { input, current }: { input: Partial<BoatHotelBase>; current?: BoatHotelBase }) {
    const row = { ...current, ...input } as BoatHotelBase;
    const name = row.name.trim();
    const same = await hotelNamed(ctx.manager, row.city, name);
    if (same !== undefined && same !== current?.id) {
      const city = (await dictLabels(ctx.manager, 'port', ctx.lang)).get(row.city) ?? row.city;
      throw new AppException(HotelsError.hotelExists, { city, name }, [{ field: 'name', reason: 'unique' }]);
    }
    input.name = name;
  }

  @Hook('BoatHotelBase.delete:before')
  async deleting(ctx: OpContext, { records }: HookPayloads<BoatHotelBase>['delete:before']) {
    for (const r of records) {
      const count = await hotelStayCount(ctx.manager, r.id);
      if (count) throw new AppException(HotelsError.hotelInUse, { count });
    }
    await dropRooms(ctx.manager, records.map((r) => r.id));
  }

  @Hook('BoatHotelRoom.insert:before')
  @Hook('BoatHotelRoom.update:before')
  async room(ctx: OpContext, { input, current }: { input: Partial<BoatHotelRoom>; current?: BoatHotelRoom }) {
    const row = { ...current, ...input } as BoatHotelRoom;
    const same = await roomOfHotel(ctx.manager, row.hotelId, row.roomType);
    if (same !== undefined && same !== current?.id) {
      const room = (await dictLabels(ctx.manager, 'roomType', ctx.lang)).get(row.roomType) ?? row.roomType;
      throw new AppException(HotelsError.roomExists, { room }, [{ field: 'roomType', reason: 'unique' }]);
    }
  }
}
