import { Injectable } from '@nestjs/common';
import { dictLabels } from '../../../../core/dictionary/dictionary';
import type { OpContext } from '../../../../core/resource/op-context';
import { Operation } from '../../../../core/resource/resource.decorators';
import { hotelsWithRooms } from '../hotels.repository';

// SPEC §7 BoatHotelBase.getTree: the contracts as the screen's tree shows them, city → hotel → room type
// with its price; each hotel's row is the full hotel row, each room's its price row.
@Injectable()
export class BaseOperations {
  @Operation('BoatHotelBase', 'getTree', { perm: 'hotelReservationParams', body: {} })
  async tree(ctx: OpContext) {
    const labels = await dictLabels(ctx.manager, 'port', ctx.lang);
    const cities = new Map<string, { city: string; name: string; children: Array<Record<string, unknown>> }>();
    for (const { rooms, ...hotel } of await hotelsWithRooms(ctx.manager)) {
      const city = hotel.city as string;
      const node = cities.get(city) ?? { city, name: labels.get(city) ?? city, children: [] };
      node.children.push({ ...hotel, children: rooms });
      cities.set(city, node);
    }
    return [...cities.values()];
  }
}
