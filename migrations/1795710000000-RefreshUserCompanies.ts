import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19 §5: a user's company (sys_user.company_id) is a copy of the nearest company above their
// department, and moving a department or changing its type did not set the copies below it again
// (system.hooks.ts now does, refreshCompaniesBelow). This sets every copy such moves left stale, so
// requests file under and route by the company the organisation says. Data only, and idempotent: the
// stale values were wrong, so there is nothing to restore.
export class RefreshUserCompanies1795710000000 implements MigrationInterface {
  name = 'RefreshUserCompanies1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `WITH RECURSIVE up AS (SELECT d.id AS dept, d.id, d.parent_id, d.dept_type, 0 AS depth FROM sys_dept d
         UNION ALL SELECT up.dept, d.id, d.parent_id, d.dept_type, up.depth + 1 FROM sys_dept d JOIN up ON d.id = up.parent_id
          WHERE up.dept_type <> 'company' AND up.depth < 20),
       company AS (SELECT DISTINCT ON (dept) dept, id FROM up WHERE dept_type = 'company' ORDER BY dept, depth)
       UPDATE sys_user u SET company_id = c.id FROM sys_dept d LEFT JOIN company c ON c.dept = d.id
        WHERE u.dept_id = d.id AND u.company_id IS DISTINCT FROM c.id`,
    );
  }

  async down(): Promise<void> {
    // the companies set are the true ones: nothing to restore
  }
}
