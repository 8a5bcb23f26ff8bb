import type { EntityManager } from 'typeorm';
import { registerAuthority } from '../../core/access/access-extensions';

// What department leaders, approver rows and agents decide, as delegation counts it (core/access/
// delegation.ts, dept-tree.ts): a leader decides for the whole tree below the department
// (${approver.deptLeader} climbs to the first level that has one); an approver row for its department,
// or its company's own departments (not the companies below, whose requests name their own), or every
// company when it names neither; an agent for what the row allows, or all the absent person decides when
// it names no company or department. Rows not over yet count (a day's slack for the company's time zone).
registerAuthority({
  name: 'approvers',
  async reach(m: EntityManager, userIds: number[]) {
    const [row] = await m.query(
      `WITH RECURSIVE agents AS (
         SELECT user_id, company_id, dept_id FROM activiti_approve_replace WHERE agent_id = ANY($1) AND end_time > now() - interval '1 day'
       ), people AS (
         SELECT unnest($1::int[]) AS user_id
         UNION SELECT user_id FROM agents WHERE company_id IS NULL AND dept_id IS NULL
       ), approves AS (
         SELECT a.company_id, a.dept_id FROM sys_approval_user a JOIN people p ON p.user_id = a.user_id
          WHERE a.valid_to IS NULL OR a.valid_to >= current_date - 1
       ), led AS (
         SELECT l.dept_id AS id FROM sys_dept_leader l JOIN people p ON p.user_id = l.user_id
         UNION SELECT d.id FROM sys_dept d JOIN led ON d.parent_id = led.id
       ), companies AS (
         SELECT company_id AS id FROM approves WHERE dept_id IS NULL AND company_id IS NOT NULL
         UNION SELECT company_id FROM agents WHERE dept_id IS NULL AND company_id IS NOT NULL
         UNION SELECT d.id FROM sys_dept d JOIN companies c ON d.parent_id = c.id WHERE d.dept_type <> 'company'
       )
       SELECT EXISTS (SELECT 1 FROM approves WHERE company_id IS NULL AND dept_id IS NULL) AS "all",
              COALESCE((SELECT array_agg(id) FROM (SELECT id FROM led UNION SELECT id FROM companies
                        UNION SELECT dept_id FROM approves WHERE dept_id IS NOT NULL
                        UNION SELECT dept_id FROM agents WHERE dept_id IS NOT NULL) x), '{}') AS "deptIds"`,
      [userIds],
    );
    return { all: row.all, deptIds: row.deptIds.map(Number) };
  },
});
