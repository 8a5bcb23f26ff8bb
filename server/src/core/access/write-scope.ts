import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../auth/current-user';
import { AppException, FieldError } from '../errors/app.exception';
import type { ResourceDef } from '../resource/define-resource';
import type { FieldDecl } from '../resource/resource.types';
import { dataScopeProvider } from './access-extensions';
import { applyDataScope, ResourceLookup } from './data-scope';
import { ADMIN_ROLE_ID } from './can';
import { deptWithinRights, isAdmin } from './delegation';
import { treeWithinRights } from './dept-tree';
import { SysUser } from '../auth/sys-user.entity';
import { SysDept } from './sys-dept.entity';
import type { Row } from '../resource/row';

// What a write may point at (ARCHITECTURE §5): the resource's department field (scope.dept, such as a
// seafarer's managing department) and every `scoped` reference name only departments and rows inside
// the caller's rights, so nobody moves a row into someone else's jurisdiction or routes another
// company's approvals. The organisation itself is department fields (`departments`): a department is
// written, moved or removed only while it, its old parent and its new parent lie within the caller's
// rights, and a move takes along everything below it, so all of that too (whoever holds "own department
// and below" above the new parent gains it). A user a scoped reference names is one the caller sees and
// never an administrator's account. Reading is limited elsewhere (data-scope.ts); this guards writes.
export class WriteScope {
  constructor(private readonly lookup: ResourceLookup) {}

  // `values`: what the row will hold for the fields being written. `existing`: a row about to be changed
  // or deleted, whose scoped references must already lie inside (routing rows have no data scope of
  // their own to hide them).
  async assert(m: EntityManager, def: ResourceDef, user: CurrentUser | null, values: Row | null, existing: Row | null = null): Promise<void> {
    // all data rights still name no administrator's account (within)
    if (!user || isAdmin(user)) return;
    const errors: FieldError[] = [];
    if (def.departments && !user.scope.all) await this.departments(m, def, user, values, existing, errors);
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
        if (ids.length && !(await this.within(m, f, ids, user))) errors.push(outside(name, f));
      }
    }
    if (errors.length) throw new AppException('DeptOutOfScope', {}, errors);
  }

  // A department row: itself as it was, and a parent where it is written (old and new parents are
  // `scoped` references, checked below). No parent makes a company at the top: no caller's rights hold that.
  private async departments(m: EntityManager, def: ResourceDef, user: CurrentUser, values: Row | null, existing: Row | null, errors: FieldError[]): Promise<void> {
    const parent = def.departments!.parent;
    if (existing && !deptWithinRights(user, existing.id as number)) errors.push(outside('id', DEPT));
    if (!values) return;
    const writesParent = Object.hasOwn(values, parent) || !existing;
    if (writesParent && values[parent] == null && (!existing || existing[parent] != null)) errors.push(outside(parent, def.fields[parent] ?? DEPT));
    // a new parent, or a field that reshapes what lies below (a department made a company becomes the
    // company of everything below it), reaches the whole tree under the row
    const reshaped = [parent, ...(def.departments!.below ?? [])].find((f) => Object.hasOwn(values, f) && values[f] !== existing?.[f]);
    if (!existing || !reshaped) return;
    if (!(await treeWithinRights(m, user, [existing.id as number]))) errors.push({ field: reshaped, reason: 'scope', message: BELOW_OUTSIDE });
  }

  private async within(m: EntityManager, f: FieldDecl, ids: number[], user: CurrentUser): Promise<boolean> {
    const target = this.lookup(f.ref!);
    if (!target?.entity) return true;
    if (target.entity === SysDept) return f.scoped === 'tree' ? treeWithinRights(m, user, ids) : ids.every((id) => deptWithinRights(user, id));
    // one's own account is always within reach (naming oneself away with an agent); grants to oneself
    // are refused where they are made (delegation.ts)
    if (target.entity === SysUser) {
      ids = ids.filter((id) => id !== user.userId);
      // only an administrator touches an administrator's account, in requests and routing rows too
      if (ids.length && (await m.query('SELECT 1 FROM sys_user_role WHERE user_id = ANY($1) AND role_id = $2 LIMIT 1', [ids, ADMIN_ROLE_ID])).length) return false;
    }
    if (!target.scope || !ids.length) return true;
    const qb = applyDataScope(m.createQueryBuilder(target.entity, 'w'), target, user, this.lookup).andWhere('w.id IN (:...writeIds)', { writeIds: ids });
    return (await qb.getCount()) === ids.length;
  }
}

const DEPT: FieldDecl = { type: 'ref', label: { zh: '部门', en: 'Department' } };
const BELOW_OUTSIDE = { zh: '该部门下有您数据权限以外的部门，不能移动或改变类型', en: 'Departments below this one lie outside your data rights: it cannot be moved or change type' };

function idsOf(v: unknown): number[] {
  const list = Array.isArray(v) ? v : [v];
  return [...new Set(list.filter((x): x is number => typeof x === 'number'))];
}

function outside(field: string, f: FieldDecl): FieldError {
  return { field, reason: 'scope', message: { zh: `${f.label.zh}不在您的数据权限范围内`, en: `${f.label.en} is outside your data rights` } };
}
