import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../auth/current-user';
import { USER_STATUS } from '../auth/user-status';
import { sqlText } from '../database/sql-literal';
import { ADMIN_ROLE_ID } from './can';
import { loadGrant } from './grant.repository';

export interface ScreenHolder {
  id: number;
  dept_id: number | null;
}

// Active users holding one of these screens (menu permission keys), or the administrator's role: whom a
// module's daily reminder tells (certificates, insurance, filings).
export function screenHolders(m: EntityManager, menus: string[]): Promise<ScreenHolder[]> {
  return m.query(
    `SELECT u.id, u.dept_id FROM sys_user u
      WHERE u.status = ${sqlText(USER_STATUS.Active)}
        AND EXISTS (SELECT 1 FROM sys_user_role ur LEFT JOIN sys_role_menu rm ON rm.role_id = ur.role_id LEFT JOIN sys_menu mn ON mn.id = rm.menu_id
                     WHERE ur.user_id = u.id AND (ur.role_id = ${ADMIN_ROLE_ID} OR mn.perms = ANY($1)))`,
    [menus],
  );
}

// the holder as the data scopes read a signed-in user: their rights, without a session
export async function holderAsUser(m: EntityManager, h: ScreenHolder): Promise<CurrentUser> {
  return { userId: h.id, deptId: h.dept_id, ...(await loadGrant(m, h.id, h.dept_id)) } as CurrentUser;
}
