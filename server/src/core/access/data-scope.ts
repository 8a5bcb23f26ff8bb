import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { CurrentUser } from '../auth/current-user';
import type { ResourceDef } from '../resource/define-resource';
import { dataScopeProvider } from './access-extensions';

export type ResourceLookup = (name: string) => ResourceDef | undefined;

// Limits a query to the rows the user's roles open. By default: rows of the departments they hold
// rights on, or rows they created themselves. A resource whose scope names a provider follows the rule
// a module registered under that name instead (the crew rights); rows that belong to another resource's
// row are seen with it. Resources that declare no scope are guarded by menu rights alone.
export function applyDataScope<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, def: ResourceDef, user: CurrentUser | null, lookup?: ResourceLookup): SelectQueryBuilder<T> {
  if (!def.scope || !user) return qb;
  const cond = scopeCondition(qb, qb.alias, def, user, lookup, 0);
  return cond === null ? qb : qb.andWhere(cond);
}

// The condition on `alias` (null: no limit). Parameters go onto the outer query, which also carries
// the sub-selects of `via`.
function scopeCondition(root: SelectQueryBuilder<any>, alias: string, def: ResourceDef, user: CurrentUser, lookup: ResourceLookup | undefined, depth: number): string | null {
  const decl = def.scope;
  if (!decl) return null;
  if (decl.via) {
    const parent = lookup?.(decl.via.resource);
    if (!parent?.entity || depth > 3) throw new Error(`${def.name}: scope.via names ${decl.via.resource}, which has no entity`);
    const p = `scope${depth}`;
    const inner = scopeCondition(root, p, parent, user, lookup, depth + 1);
    if (inner === null) return null;
    const sub = root.subQuery().select(`${p}.id`).from(parent.entity, p).where(inner).getQuery();
    return `${alias}.${decl.via.field} IN ${sub}`;
  }
  if (decl.provider) {
    // one name, one value: a provider naming the user twice binds one parameter
    const param = (name: string, value: unknown) => {
      const key = `${alias}_${name}`;
      root.setParameter(key, value);
      return Array.isArray(value) ? `(:...${key})` : `:${key}`;
    };
    return dataScopeProvider(decl.provider).condition({ alias, decl, user, param });
  }
  if (user.scope.all) return null;
  const ors: string[] = [];
  if (decl.dept && user.scope.deptIds.length) {
    ors.push(`${alias}.${decl.dept} IN (:...scopeDeptIds)`);
    root.setParameter('scopeDeptIds', user.scope.deptIds);
  }
  if (decl.creator && (user.scope.self || !decl.dept)) ors.push(`${alias}.${decl.creator} = :scopeUserId`);
  root.setParameter('scopeUserId', user.userId);
  return ors.length ? `(${ors.join(' OR ')})` : '1 = 0';
}
