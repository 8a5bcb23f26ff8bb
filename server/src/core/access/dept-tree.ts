import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../auth/current-user';
import { deptWithinRights } from './delegation';

// Rights that reach down the organisation: a department's leader decides for everything below it (a
// request climbs to the first level that has a leader), a company's approver for the company's own
// departments, not for the companies below it (their requests name their own company).
export type Reach = 'tree' | 'company';

// `roots` and the departments below them.
export async function deptsBelow(m: EntityManager, roots: number[], reach: Reach = 'tree'): Promise<number[]> {
  if (!roots.length) return [];
  const stop = reach === 'company' ? `AND d.dept_type <> 'company'` : '';
  const rows: Array<{ id: number }> = await m.query(
    `WITH RECURSIVE below AS (SELECT id FROM sys_dept WHERE id = ANY($1) UNION SELECT d.id FROM sys_dept d JOIN below b ON d.parent_id = b.id ${stop})
     SELECT id FROM below`,
    [roots],
  );
  return rows.map((r) => r.id);
}

export async function treeWithinRights(m: EntityManager, caller: CurrentUser, roots: number[], reach: Reach = 'tree'): Promise<boolean> {
  if (caller.scope.all) return true;
  return (await deptsBelow(m, roots, reach)).every((id) => deptWithinRights(caller, id));
}
