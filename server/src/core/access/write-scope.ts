import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../auth/current-user';
import { AppException, FieldError } from '../errors/app.exception';
import type { ResourceDef } from '../resource/define-resource';
import type { FieldDecl } from '../resource/resource.types';
import { dataScopeProvider } from './access-extensions';
import { applyDataScope, ResourceLookup } from './data-scope';
import { deptWithinRights } from './delegation';
import { SysUser } from '../auth/sys-user.entity';
import { SysDept } from './sys-dept.entity';
import type { Row } from '../resource/row';

// What a write may point at (ARCHITECTURE §5): the resource's department field (scope.dept, such as a
// seafarer's managing department) and every `scoped` reference name only departments and rows inside
// the caller's rights, so nobody moves a row into someone else's jurisdiction or routes another
// company's approvals. Reading is limited elsewhere (data-scope.ts); this guards what is written.
export class WriteScope {
  constructor(private readonly lookup: ResourceLookup) {}

  // `values`: what the row will hold for the fields being written. `existing`: a row about to be changed
  // or deleted, whose scoped references must already lie inside (routing rows have no data scope of
  // their own to hide them).
  async assert(m: EntityManager, def: ResourceDef, user: CurrentUser | null, values: Row | null, existing: Row | null = null): Promise<void> {
    if (!user || user.scope.all) return;
    const errors: FieldError[] = [];
    const deptField = def.scope?.via ? undefined : def.scope?.dept;
    if (values && deptField && values[deptField] != null && Object.hasOwn(def.fields, deptField)) {
      const wide = def.scope?.provider ? dataScopeProvider(def.scope.provider).wide(user) : false;
      if (!wide && !deptWithinRights(user, values[deptField] as number)) errors.push(outside(deptField, def.fields[deptField]));
    }
    for (const [name, f] of Object.entries(def.fields)) {
      if (!f.scoped || !f.ref) continue;
      for (const row of [existing, values]) {
        if (!row || !Object.hasOwn(row, name) || errors.some((e) => e.field === name)) continue;
        const ids = idsOf(row[name]);
        if (ids.length && !(await this.within(m, f.ref, ids, user))) errors.push(outside(name, f));
      }
    }
    if (errors.length) throw new AppException('DeptOutOfScope', {}, errors);
  }

  private async within(m: EntityManager, ref: string, ids: number[], user: CurrentUser): Promise<boolean> {
    const target = this.lookup(ref);
    if (!target?.entity) return true;
    if (target.entity === SysDept) return ids.every((id) => deptWithinRights(user, id));
    // one's own account is always within reach (naming oneself away with an agent); grants to oneself
    // are refused where they are made (delegation.ts)
    if (target.entity === SysUser) ids = ids.filter((id) => id !== user.userId);
    if (!target.scope || !ids.length) return true;
    const qb = applyDataScope(m.createQueryBuilder(target.entity, 'w'), target, user, this.lookup).andWhere('w.id IN (:...writeIds)', { writeIds: ids });
    return (await qb.getCount()) === ids.length;
  }
}

function idsOf(v: unknown): number[] {
  const list = Array.isArray(v) ? v : [v];
  return [...new Set(list.filter((x): x is number => typeof x === 'number'))];
}

function outside(field: string, f: FieldDecl): FieldError {
  return { field, reason: 'scope', message: { zh: `${f.label.zh}不在您的数据权限范围内`, en: `${f.label.en} is outside your data rights` } };
}
