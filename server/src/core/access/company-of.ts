import type { EntityManager } from 'typeorm';

// The company a department belongs to: the nearest ancestor (or itself) of type company.
export async function companyOf(m: EntityManager, deptId: number): Promise<number | null> {
  const [row] = await m.query(
    `WITH RECURSIVE up AS (SELECT id, parent_id, dept_type, 0 AS depth FROM sys_dept WHERE id = $1
       UNION ALL SELECT d.id, d.parent_id, d.dept_type, up.depth + 1 FROM sys_dept d JOIN up ON d.id = up.parent_id WHERE up.depth < 20)
     SELECT id FROM up WHERE dept_type = 'company' ORDER BY depth LIMIT 1`,
    [deptId],
  );
  return row?.id ?? null;
}

// A user's company is kept on the account (sys_user.company_id: read with the grant on every call, and
// by the list's company filter) as a copy of companyOf(their department). A department moved under
// another parent, or made a company or a department, changes that answer for everyone in its tree, so
// the copies are set again in the same transaction as the move: one statement for the whole tree.
export async function refreshCompaniesBelow(m: EntityManager, deptId: number): Promise<void> {
  await m.query(
    `WITH RECURSIVE below AS (SELECT id FROM sys_dept WHERE id = $1 UNION SELECT d.id FROM sys_dept d JOIN below b ON d.parent_id = b.id),
     up AS (SELECT b.id AS dept, d.id, d.parent_id, d.dept_type, 0 AS depth FROM below b JOIN sys_dept d ON d.id = b.id
       UNION ALL SELECT up.dept, d.id, d.parent_id, d.dept_type, up.depth + 1 FROM sys_dept d JOIN up ON d.id = up.parent_id
        WHERE up.dept_type <> 'company' AND up.depth < 20),
     company AS (SELECT DISTINCT ON (dept) dept, id FROM up WHERE dept_type = 'company' ORDER BY dept, depth)
     UPDATE sys_user u SET company_id = c.id FROM below b LEFT JOIN company c ON c.dept = b.id
      WHERE u.dept_id = b.id AND u.company_id IS DISTINCT FROM c.id`,
    [deptId],
  );
}
