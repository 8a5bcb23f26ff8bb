import type { EntityManager } from 'typeorm';
import { applyDataScope, type ResourceLookup } from '../../../core/access/data-scope';
import type { CurrentUser } from '../../../core/auth/current-user';
import type { ResourceDef } from '../../../core/resource/define-resource';
import { BoatInsuranceApply } from '../entities/boat-insurance-apply.entity';
import { BoatInsuranceDetail } from '../entities/boat-insurance-detail.entity';
import { DECLARATION_STATE, PAY_STATUS } from '../insurance.states';

// The insurance reminders' SQL (issue 20 §2): what each clerk may see of what is due.

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
