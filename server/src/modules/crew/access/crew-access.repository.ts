import type { EntityManager } from 'typeorm';
import { applyDataScope, type ResourceLookup } from '../../../core/access/data-scope';
import type { CurrentUser } from '../../../core/auth/current-user';
import type { ResourceDef } from '../../../core/resource/define-resource';
import type { BoatUserInfo } from '../entities/boat-user-info.entity';

// Crew's SQL for its access rules: who may change a seafarer (crew-guard.hooks.ts), the crew rights
// roles carry (crew-rights.ts) and who may read a seafarer's files (crew-files.hooks.ts), issue 20 §2.

// what decides who may change these seafarers: who entered them, whether confirmed, their shipowner
export type SeafarerOwnership = Pick<BoatUserInfo, 'createdBy' | 'isConfirm' | 'shipownerId'>;

export function seafarerOwnership(m: EntityManager, ids: number[]): Promise<Array<SeafarerOwnership & Pick<BoatUserInfo, 'id'>>> {
  return m.query('SELECT id, created_by AS "createdBy", is_confirm AS "isConfirm", shipowner_id AS "shipownerId" FROM boat_user_info WHERE id = ANY($1)', [ids]);
}

// the crew rights of those of these roles that have a row of crew_role_right
export function roleCrewRights(m: EntityManager, roleIds: number[]): Promise<Array<{ role_id: number; crew_scope: string; recruiter: boolean }>> {
  return m.query('SELECT role_id, crew_scope, recruiter FROM crew_role_right WHERE role_id = ANY($1)', [roleIds]);
}

// Whether a row of the resource the user may see (its data scope under their rights) holds the file in
// `field`
export function seesFileThrough(m: EntityManager, def: ResourceDef, user: CurrentUser, lookup: ResourceLookup, field: string, fileId: string): Promise<boolean> {
  const qb = applyDataScope(m.createQueryBuilder(def.entity!, 't'), def, user, lookup);
  return qb.andWhere(`t.${field} = :fileId`, { fileId }).getExists();
}
