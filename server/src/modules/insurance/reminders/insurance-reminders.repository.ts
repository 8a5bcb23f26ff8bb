import type { EntityManager } from 'typeorm';
import { applyDataScope, type ResourceLookup } from '../../../core/access/data-scope';
import type { CurrentUser } from '../../../core/auth/current-user';
import { sqlText } from '../../../core/database/sql-literal';
import { USER_STATUS } from '../../../core/auth/user-status';
import type { ResourceDef } from '../../../core/resource/define-resource';
import { BoatInsuranceApply } from '../entities/boat-insurance-apply.entity';
import { BoatInsuranceDetail } from '../entities/boat-insurance-detail.entity';
import { DECLARATION_STATE, PAY_STATUS } from '../insurance.states';

// The insurance reminders' SQL (issue 20 §2): who is told, and what each may see of what is due.

// active users holding one of these screens, or the administrator's role
export function insuranceClerks(m: EntityManager, menus: string[]): Promise<Array<{ id: number; dept_id: number | null }>> {
  return m.query(
    `SELECT u.id, u.dept_id FROM sys_user u
      WHERE u.status = ${sqlText(USER_STATUS.Active)}
        AND EXISTS (SELECT 1 FROM sys_user_role ur LEFT JOIN sys_role_menu rm ON rm.role_id = ur.role_id LEFT JOIN sys_menu mn ON mn.id = rm.menu_id
                     WHERE ur.user_id = u.id AND (ur.role_id = 1 OR mn.perms = ANY($1)))`,
    [menus],
  );
}

// declarations the user may see still open (waiting, revoked or in review) made more than `days` ago
export async function staleDeclarations(m: EntityManager, def: ResourceDef, user: CurrentUser, lookup: ResourceLookup, today: string, days: number): Promise<number> {
  return applyDataScope(m.createQueryBuilder(BoatInsuranceApply, 't'), def, user, lookup)
    .andWhere('t.insuranceStatus IN (:...open)', { open: [DECLARATION_STATE.WaitingToPay, DECLARATION_STATE.Revoked, DECLARATION_STATE.ManagerReview] })
    .andWhere('t.createdAt < (:today::date - :days::int)', { today, days })
    .getCount();
}

// payment rows the user may see of months before this one, not yet paid
export async function unpaidPastRows(m: EntityManager, def: ResourceDef, user: CurrentUser, lookup: ResourceLookup, today: string): Promise<number> {
  const [year, month] = today.split('-').map(Number);
  return applyDataScope(m.createQueryBuilder(BoatInsuranceDetail, 't'), def, user, lookup)
    .andWhere('t.paystatus <> :paid', { paid: PAY_STATUS.Paid })
    .andWhere('(t.year, t.month) < (:year::int, :month::int)', { year, month })
    .getCount();
}
