import { MigrationSteps, onServer } from '../setup/migration-steps';

// Migrations that move stored values keep every one of them, both ways.
const maybe = onServer ? it : it.skip;

describe('migration MoveModuleRightsToModuleTables (issue 10 §1)', () => {
  const steps = new MigrationSteps('MoveModuleRightsToModuleTables');
  beforeAll(() => onServer && steps.create());
  afterAll(() => onServer && steps.drop());

  maybe('moves crew rights and HR records with their values, and back', async () => {
    let roleId = 0;
    let personId = 0;
    await steps.before(async (ds) => {
      [{ id: roleId }] = await ds.query(`INSERT INTO sys_role (name, data_scope, crew_scope, recruiter) VALUES ('招聘', '5', '4', true) RETURNING id`);
      [{ id: personId }] = await ds.query(
        `INSERT INTO sys_user (username, password_hash, name, vacation_days, vacation_surplus, overtime_hours, social_insurance_grade, contract_expiry, probation_expiry, leave_status)
         VALUES ('mover', 'x', '搬迁', 12, 7.5, 16, 'B', '2028-06-30', '2026-12-31', '休假中') RETURNING id`,
      );
    });
    await steps.after(
      async (ds) => {
        expect(await ds.query('SELECT crew_scope, recruiter FROM crew_role_right WHERE role_id = $1', [roleId])).toEqual([{ crew_scope: '4', recruiter: true }]);
        const hr = await ds.query(
          `SELECT vacation_days, vacation_surplus, overtime_hours, social_insurance_grade, to_char(contract_expiry, 'YYYY-MM-DD') AS contract_expiry,
                  to_char(probation_expiry, 'YYYY-MM-DD') AS probation_expiry, leave_status FROM hr_staff_record WHERE user_id = $1`,
          [personId],
        );
        expect(hr).toEqual([{ vacation_days: '12.0', vacation_surplus: '7.5', overtime_hours: '16.0', social_insurance_grade: 'B', contract_expiry: '2028-06-30', probation_expiry: '2026-12-31', leave_status: '休假中' }]);
      },
      async (ds) => {
        // the columns come back holding the same values
        expect(await ds.query('SELECT crew_scope, recruiter FROM sys_role WHERE id = $1', [roleId])).toEqual([{ crew_scope: '4', recruiter: true }]);
        const [back] = await ds.query('SELECT vacation_surplus, social_insurance_grade FROM sys_user WHERE id = $1', [personId]);
        expect(back).toEqual({ vacation_surplus: '7.5', social_insurance_grade: 'B' });
      },
    );
  });
});

describe('migration ReminderSettingsByKind (issue 10 §1: reminder kinds registered by modules)', () => {
  const steps = new MigrationSteps('ReminderSettingsByKind');
  beforeAll(() => onServer && steps.create());
  afterAll(() => onServer && steps.drop());

  maybe('turns each saved column pair into a row per kind, and back', async () => {
    await steps.before(async (ds) => {
      await ds.query(
        `INSERT INTO sys_remind_setting (user_id, insurance, insurance_days, hotel, hotel_days, certificate, certificate_days, qualification, qualification_days, version)
         VALUES (41, false, 3, true, 2, false, 90, true, 0, 5), (42, true, 7, true, 1, true, 30, true, 30, 1)`,
      );
    });
    const wide = [
      { user_id: 41, insurance: false, insurance_days: 3, hotel: true, hotel_days: 2, certificate: false, certificate_days: 90, qualification: true, qualification_days: 0, version: 5 },
      { user_id: 42, insurance: true, insurance_days: 7, hotel: true, hotel_days: 1, certificate: true, certificate_days: 30, qualification: true, qualification_days: 30, version: 1 },
    ];
    await steps.after(
      async (ds) => {
        const rows = await ds.query('SELECT user_id, kind, enabled, days FROM sys_remind_setting WHERE user_id = 41 ORDER BY kind');
        expect(rows).toEqual([
          { user_id: 41, kind: 'certificate', enabled: false, days: 90 },
          { user_id: 41, kind: 'hotel', enabled: true, days: 2 },
          { user_id: 41, kind: 'insurance', enabled: false, days: 3 },
          { user_id: 41, kind: 'qualification', enabled: true, days: 0 },
        ]);
        expect((await ds.query('SELECT count(*)::int AS n FROM sys_remind_setting')) as unknown).toEqual([{ n: 8 }]);
      },
      async (ds) => expect(await ds.query('SELECT * FROM sys_remind_setting ORDER BY user_id')).toEqual(wide),
    );
  });
});

describe('migration RefreshUserCompanies (issue 19 §5: a department moved left its people at the old company)', () => {
  const steps = new MigrationSteps('RefreshUserCompanies');
  beforeAll(() => onServer && steps.create());
  afterAll(() => onServer && steps.drop());

  maybe('sets each account’s company to the nearest company above its department', async () => {
    const ids: Record<string, number> = {};
    await steps.before(async (ds) => {
      const dept = async (name: string, type: string, parent: number | null) => (await ds.query(`INSERT INTO sys_dept (name, dept_type, parent_id) VALUES ($1, $2, $3) RETURNING id`, [name, type, parent]))[0].id;
      ids.a = await dept('公司A', 'company', null);
      ids.b = await dept('公司B', 'company', null);
      ids.moved = await dept('已移部门', 'dept', ids.b);
      ids.below = await dept('下级组', 'dept', ids.moved);
      ids.loose = await dept('无公司部门', 'dept', null);
      const user = async (name: string, deptId: number | null, companyId: number | null) =>
        (await ds.query(`INSERT INTO sys_user (username, password_hash, name, dept_id, company_id) VALUES ($1, 'x', $1, $2, $3) RETURNING id`, [name, deptId, companyId]))[0].id;
      ids.stale = await user('stale', ids.below, ids.a);
      ids.right = await user('right', ids.moved, ids.b);
      ids.topless = await user('topless', ids.loose, ids.a);
      ids.nodept = await user('nodept', null, ids.a);
    });
    const companies = async (ds: import('typeorm').DataSource) =>
      Object.fromEntries((await ds.query('SELECT username, company_id FROM sys_user WHERE id = ANY($1)', [[ids.stale, ids.right, ids.topless, ids.nodept]])).map((r: { username: string; company_id: number | null }) => [r.username, r.company_id]));
    // an account without a department is not the organisation's to say
    const expected = () => ({ stale: ids.b, right: ids.b, topless: null, nodept: ids.a });
    await steps.after(
      async (ds) => expect(await companies(ds)).toEqual(expected()),
      async (ds) => expect(await companies(ds)).toEqual(expected()),
    );
  });
});
