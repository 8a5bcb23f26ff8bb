import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../auth/current-user';
import { AppException } from '../errors/app.exception';
import { allAuthorities, allGrantExtensions } from './access-extensions';
import { ADMIN_ROLE_ID } from './can';

// Delegated administration (ARCHITECTURE §5): nobody gives what they do not hold. A non-administrator
// grants only roles whose menu and data rights lie within their own, manages only users inside their
// data rights whose rights lie within their own, and never changes their own roles, department, company
// or status. Only an administrator touches an account holding the administrator role. Leading or
// approving for departments is a right too: a user who decides for departments outside the caller's data
// rights is managed only by someone who holds them. Every write to users, roles and role links goes
// through these checks; the caller's own rights are the ceiling.

export interface RoleRights {
  id: number;
  dataScope: string;
  menuIds: number[];
  deptIds: number[]; // the selected departments of data rights '2'
  ext: Record<string, unknown>; // each module's dimension of the role's rights (access-extensions.ts)
}

export const isAdmin = (u: CurrentUser) => u.roleIdList.includes(ADMIN_ROLE_ID);

export async function loadRoleRights(m: EntityManager, roleIds: number[]): Promise<RoleRights[]> {
  if (!roleIds.length) return [];
  const rows: Array<Record<string, any>> = await m.query(
    `SELECT r.id, r.data_scope,
            COALESCE((SELECT array_agg(menu_id) FROM sys_role_menu WHERE role_id = r.id), '{}') AS menu_ids,
            COALESCE((SELECT array_agg(dept_id) FROM sys_role_dept WHERE role_id = r.id), '{}') AS dept_ids
       FROM sys_role r WHERE r.id = ANY($1)`,
    [roleIds],
  );
  const extensions = allGrantExtensions();
  const parts: Array<Map<number, unknown>> = [];
  for (const e of extensions) parts.push(await e.loadRoles(m, roleIds));
  return rows.map((r) => ({
    id: r.id,
    dataScope: r.data_scope,
    menuIds: r.menu_ids.map(Number),
    deptIds: r.dept_ids.map(Number),
    ext: Object.fromEntries(extensions.map((e, i) => [e.name, parts[i].get(r.id)])),
  }));
}

// The departments a role opens to a holder in `deptId`: 'all', or a list. Without a holder (a role being
// written), the relative rights (own department, and below, own records) open nothing yet: they are
// measured when the role is given to someone.
async function deptsOpened(m: EntityManager, role: Pick<RoleRights, 'dataScope' | 'deptIds'>, deptId: number | null | undefined): Promise<'all' | number[]> {
  switch (role.dataScope) {
    case '1':
      return 'all';
    case '2':
      return role.deptIds;
    case '3':
      return deptId != null ? [deptId] : [];
    case '4':
      if (deptId == null) return [];
      return (
        await m.query(
          `WITH RECURSIVE below AS (SELECT id FROM sys_dept WHERE id = $1 UNION ALL SELECT d.id FROM sys_dept d JOIN below b ON d.parent_id = b.id)
           SELECT id FROM below`,
          [deptId],
        )
      ).map((r: { id: number }) => r.id);
    default:
      return [];
  }
}

// Whether `grantor` holds every right of `roles` as they would apply to a holder in `holderDeptId`
// (undefined: the roles as written, before anyone holds them). Answers the first role that exceeds.
export async function firstRoleBeyond(m: EntityManager, grantor: CurrentUser, roles: RoleRights[], holderDeptId?: number | null): Promise<RoleRights | null> {
  if (isAdmin(grantor)) return null;
  const menus = new Set(grantor.menuIdList);
  const depts = new Set(grantor.scope.deptIds);
  for (const role of roles) {
    if (role.id === ADMIN_ROLE_ID) return role;
    if (!role.menuIds.every((id) => menus.has(id))) return role;
    if (allGrantExtensions().some((e) => !e.covers(grantor, role.ext[e.name]))) return role;
    if (grantor.scope.all) continue;
    const opened = await deptsOpened(m, role, holderDeptId);
    if (opened === 'all' || !opened.every((d) => depts.has(d))) return role;
  }
  return null;
}

export async function assertGrantable(m: EntityManager, grantor: CurrentUser, roleIds: number[], holderDeptId?: number | null): Promise<void> {
  if (isAdmin(grantor)) return;
  const beyond = await firstRoleBeyond(m, grantor, await loadRoleRights(m, roleIds), holderDeptId);
  if (beyond) throw new AppException('GrantBeyondOwn', {}, [{ field: 'roleIds', reason: 'grant' }]);
}

// A user the caller may change, reset, disable, delete or grant to: not themselves (for what gives
// rights), not an administrator's account unless the caller is one, and holding nothing the caller lacks.
// The row must already have been read within the caller's data rights (CrudService.load).
// `opts.held`: the target's roles when the caller has read them already.
export async function assertMayManageUser(m: EntityManager, caller: CurrentUser, target: { id: number; deptId: number | null }, opts: { self?: 'refuse' | 'allow'; held?: number[] } = {}): Promise<void> {
  if (isAdmin(caller)) return;
  if (target.id === caller.userId && opts.self !== 'allow') throw new AppException('SelfGrant');
  const held: number[] = opts.held ?? (await m.query('SELECT role_id FROM sys_user_role WHERE user_id = $1', [target.id])).map((r: { role_id: number }) => r.role_id);
  if (held.includes(ADMIN_ROLE_ID)) throw new AppException('AdminAccountOnly');
  if (await firstRoleBeyond(m, caller, await loadRoleRights(m, held), target.deptId)) throw new AppException('ManageBeyondOwn');
  // one's own leadership does not keep one from one's own password
  if (target.id !== caller.userId && (await decidesBeyond(m, caller, [target.id]))) throw new AppException('LeadsBeyondOwn');
}

// Whether any of `userIds` leads, approves or stands in as agent for a department outside the caller's
// data rights (what every registered authority says, access-extensions.ts).
export async function decidesBeyond(m: EntityManager, caller: CurrentUser, userIds: number[]): Promise<boolean> {
  if (caller.scope.all || !userIds.length) return false;
  for (const a of allAuthorities()) {
    const reach = await a.reach(m, userIds);
    if (reach.all || reach.deptIds.some((d) => !deptWithinRights(caller, d))) return true;
  }
  return false;
}

// Changing a role changes the rights of everyone holding it: a non-administrator may change a role only
// while its rights are within their own and every holder lies inside their data rights.
export async function assertMayChangeRole(m: EntityManager, caller: CurrentUser, roleId: number): Promise<void> {
  if (isAdmin(caller)) return;
  if (await firstRoleBeyond(m, caller, await loadRoleRights(m, [roleId]))) throw new AppException('GrantBeyondOwn');
  if (caller.scope.all) return;
  // a holder with no department, or made by nobody (seed, import), counts as outside: NULL is no answer
  const [{ n }] = await m.query(
    `SELECT count(*)::int AS n FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id
      WHERE ur.role_id = $1 AND NOT (COALESCE(u.dept_id = ANY($2), false) OR COALESCE(u.created_by = $3, false))`,
    [roleId, caller.scope.deptIds, caller.userId],
  );
  if (n > 0) throw new AppException('ManageBeyondOwn');
  const holders = (await m.query('SELECT user_id FROM sys_user_role WHERE role_id = $1 AND user_id <> $2', [roleId, caller.userId])).map((r: { user_id: number }) => r.user_id);
  if (await decidesBeyond(m, caller, holders)) throw new AppException('LeadsBeyondOwn');
}

// A department the caller may place rows in: one of their data-rights departments, or their own.
export function deptWithinRights(caller: CurrentUser, deptId: number): boolean {
  return caller.scope.all || caller.deptId === deptId || caller.scope.deptIds.includes(deptId);
}
