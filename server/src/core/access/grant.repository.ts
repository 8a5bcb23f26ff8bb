import type { EntityManager } from 'typeorm';
import type { CurrentUser, DataScope } from '../auth/current-user';
import { allGrantExtensions } from './access-extensions';
import { ADMIN_ROLE_ID } from './can';

export interface LoadedGrant {
  roleIdList: number[];
  menuIdList: number[];
  scope: DataScope;
  ext: Record<string, unknown>;
}

// The grant as SQL parts, for a user and department given as SQL expressions: `ctes` to put after WITH
// RECURSIVE, `columns` to select beside the caller's own. Authentication reads the token, the user and
// the grant in one statement with them; loadGrant in one for a known user.
export function grantSql(userExpr: string, deptExpr: string): { ctes: string; columns: string } {
  // each extension answers one column, named by position: its SQL is the module's, its name is not SQL
  const extColumns = allGrantExtensions()
    .map((e, i) => `,\n       (${e.userSql}) AS ext_${i}`)
    .join('');
  return {
    ctes: `r AS (
       SELECT ro.id, ro.data_scope FROM sys_user_role ur JOIN sys_role ro ON ro.id = ur.role_id WHERE ur.user_id = ${userExpr}
     ), below AS (
       SELECT id FROM sys_dept WHERE id = ${deptExpr} AND EXISTS (SELECT 1 FROM r WHERE data_scope = '4')
       UNION ALL
       SELECT d.id FROM sys_dept d JOIN below b ON d.parent_id = b.id
     )`,
    columns: `COALESCE((SELECT array_agg(id ORDER BY id) FROM r), '{}') AS role_ids,
       COALESCE((SELECT array_agg(DISTINCT menu_id) FROM sys_role_menu WHERE role_id IN (SELECT id FROM r)), '{}') AS menu_ids,
       COALESCE((SELECT array_agg(DISTINCT data_scope) FROM r), '{}') AS scopes,
       COALESCE((SELECT array_agg(DISTINCT dept_id) FROM sys_role_dept WHERE role_id IN (SELECT id FROM r WHERE data_scope = '2')), '{}') AS custom_depts,
       COALESCE((SELECT array_agg(id) FROM below), '{}') AS below_depts${extColumns}`,
  };
}

// The grant from a row that selected grantSql's columns.
export function grantOf(row: Record<string, any>, deptId: number | null): LoadedGrant {
  const roleIdList: number[] = row.role_ids.map(Number);
  const scopes: string[] = row.scopes;
  const admin = roleIdList.includes(ADMIN_ROLE_ID);
  const all = admin || scopes.includes('1');
  const deptIds = new Set<number>([...row.custom_depts.map(Number), ...row.below_depts.map(Number)]);
  if (scopes.includes('3') && deptId != null) deptIds.add(deptId);
  const ext: Record<string, unknown> = {};
  allGrantExtensions().forEach((e, i) => (ext[e.name] = e.toUser(row[`ext_${i}`], admin)));
  return {
    roleIdList,
    menuIdList: row.menu_ids.map(Number),
    scope: { all, deptIds: [...deptIds], self: true },
    ext,
  };
}

// A user's roles, menu rights, data rights and every module's dimension of rights in one round trip.
export async function loadGrant(manager: EntityManager, userId: number, deptId: number | null): Promise<LoadedGrant> {
  const { ctes, columns } = grantSql('$1', '$2');
  const [row] = await manager.query(`WITH RECURSIVE ${ctes}\n     SELECT ${columns}`, [userId, deptId]);
  return grantOf(row, deptId);
}

// A demo account as a module's demo data acts for it (SEED_DEMO=1): the person (department, company: the
// approvers follow them) with the roles they sign in with, and every data right, for the demo is written
// as the office would, not limited to one clerk's crew; `asSignedIn`: with the data rights they sign in
// with too (what they may see is the point of the data). Null when the account is not there.
export async function demoAccount(manager: EntityManager, username: string, { asSignedIn = false } = {}): Promise<CurrentUser | null> {
  const [u] = await manager.query('SELECT id, username, name, en_name AS "enName", dept_id AS "deptId", company_id AS "companyId" FROM sys_user WHERE username = $1', [username]);
  if (!u) return null;
  const grant = await loadGrant(manager, u.id, u.deptId);
  return { ...u, userId: u.id, ...grant, ...(asSignedIn ? {} : { scope: { all: true, deptIds: [], self: true } }), tokenHash: '' };
}
