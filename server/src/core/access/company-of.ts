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
