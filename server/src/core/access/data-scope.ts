import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { CurrentUser } from '../auth/current-user';
import type { ResourceDef } from '../resource/define-resource';

// Limits a query to the rows the user's roles open: rows of the departments they hold rights on,
// or rows they created themselves. Resources that declare no scope are guarded by menu rights alone.
export function applyDataScope<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, def: ResourceDef, user: CurrentUser | null): SelectQueryBuilder<T> {
  const decl = def.scope;
  if (!decl || !user || user.scope.all) return qb;
  const alias = qb.alias;
  const ors: string[] = [];
  const params: Record<string, unknown> = {};
  if (decl.dept && user.scope.deptIds.length) {
    ors.push(`${alias}.${decl.dept} IN (:...scopeDeptIds)`);
    params.scopeDeptIds = user.scope.deptIds;
  }
  if (decl.creator && (user.scope.self || !decl.dept)) {
    ors.push(`${alias}.${decl.creator} = :scopeUserId`);
    params.scopeUserId = user.userId;
  }
  if (!ors.length) return qb.andWhere('1 = 0');
  return qb.andWhere(`(${ors.join(' OR ')})`, params);
}
