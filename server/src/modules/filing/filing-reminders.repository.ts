import type { EntityManager } from 'typeorm';
import { applyDataScope, type ResourceLookup } from '../../core/access/data-scope';
import type { CurrentUser } from '../../core/auth/current-user';
import { USER_STATUS } from '../../core/auth/user-status';
import { sqlText } from '../../core/database/sql-literal';
import type { ResourceDef } from '../../core/resource/define-resource';
import { BoatQualificationFiling } from './entities/boat-qualification-filing.entity';
import { FILING_STATE } from './filing.states';

// The filing reminders' SQL (issue 20 §2).

// active users holding the filing screen, or the administrator's role
export function filingKeepers(m: EntityManager, menu: string): Promise<Array<{ id: number; dept_id: number | null }>> {
  return m.query(
    `SELECT u.id, u.dept_id FROM sys_user u
      WHERE u.status = ${sqlText(USER_STATUS.Active)}
        AND EXISTS (SELECT 1 FROM sys_user_role ur LEFT JOIN sys_role_menu rm ON rm.role_id = ur.role_id LEFT JOIN sys_menu mn ON mn.id = rm.menu_id
                     WHERE ur.user_id = u.id AND (ur.role_id = 1 OR mn.perms = $1))`,
    [menu],
  );
}

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
