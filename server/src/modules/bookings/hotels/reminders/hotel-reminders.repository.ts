import type { EntityManager } from 'typeorm';
import { applyDataScope, type ResourceLookup } from '../../../../core/access/data-scope';
import type { CurrentUser } from '../../../../core/auth/current-user';
import type { ResourceDef } from '../../../../core/resource/define-resource';
import { BoatHotelStaff } from '../entities/boat-hotel-staff.entity';
import { STAY_STATE } from '../hotels.states';

// The hotel reminder's SQL: what each clerk may see of what is due within the days they chose.
export async function dueStays(m: EntityManager, def: ResourceDef, user: CurrentUser, lookup: ResourceLookup, today: string, days: number): Promise<{ checkouts: number; awaiting: number }> {
  return (await applyDataScope(m.createQueryBuilder(BoatHotelStaff, 't'), def, user, lookup)
    // booked guests leaving from tomorrow to `days` ahead
    .select('count(*) FILTER (WHERE t.reservationsStatus = :booked AND t.checkOut > :today::date)::int', 'checkouts')
    // approved stays not booked yet whose check-in is within `days` (or passed)
    .addSelect('count(*) FILTER (WHERE t.reservationsStatus = :awaiting)::int', 'awaiting')
    .andWhere('t.reservationsStatus IN (:booked, :awaiting)')
    .andWhere('((t.reservationsStatus = :booked AND t.checkOut <= (:today::date + :days::int)) OR (t.reservationsStatus = :awaiting AND t.checkIn <= (:today::date + :days::int)))')
    .setParameters({ today, days, booked: STAY_STATE.Booked, awaiting: STAY_STATE.AwaitingBooking })
    .getRawOne()) as { checkouts: number; awaiting: number };
}
