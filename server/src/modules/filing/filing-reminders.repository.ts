import type { EntityManager } from 'typeorm';
import { applyDataScope, type ResourceLookup } from '../../core/access/data-scope';
import type { CurrentUser } from '../../core/auth/current-user';
import type { ResourceDef } from '../../core/resource/define-resource';
import { BoatQualificationFiling } from './entities/boat-qualification-filing.entity';
import { FILING_STATE } from './filing.states';

// The filing reminder's SQL (issue 20 §2): what each keeper may see of what is due.

// of the filings in force the user may see, how many have expired and how many expire within `days`
export async function dueFilings(m: EntityManager, def: ResourceDef, user: CurrentUser, lookup: ResourceLookup, today: string, days: number): Promise<{ expired: number; soon: number }> {
  return (await applyDataScope(m.createQueryBuilder(BoatQualificationFiling, 't'), def, user, lookup)
    .select('count(*) FILTER (WHERE t.expiryDate < :today)::int', 'expired')
    .addSelect('count(*) FILTER (WHERE t.expiryDate >= :today)::int', 'soon')
    .andWhere('t.state = :filed', { filed: FILING_STATE.Filed })
    .andWhere('t.expiryDate <= (:today::date + :days::int)')
    .setParameters({ today, days })
    .getRawOne()) as { expired: number; soon: number };
}
