import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CODE_ROOT } from '../../server/src/core/config/project-root';
import { dataSourceOptions } from '../../server/src/core/database/data-source.factory';

// Issue 10 §1: moving a module's columns out of core's tables keeps every stored value, both ways. Runs on
// a database of its own on the PostgreSQL server of DATABASE_URL (the embedded database is one per run).
const onServer = process.env.TEST_DATABASE_KIND === 'postgres';
const MOVE = 'MoveModuleRightsToModuleTables';

describe('migration MoveModuleRightsToModuleTables', () => {
  const name = `mig_${process.pid}_${Date.now().toString(36)}`;
  let url: string;

  beforeAll(async () => {
    if (!onServer) return;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
  });

  afterAll(async () => {
    if (!onServer) return;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  (onServer ? it : it.skip)('moves crew rights and HR records with their values, and back', async () => {
    const dir = path.join(CODE_ROOT, 'migrations');
    const files = fs.readdirSync(dir).filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts')).sort();
    const at = files.findIndex((f) => f.includes(MOVE));
    expect(at).toBeGreaterThan(0);
    const before = new DataSource(dataSourceOptions(url, { migrations: files.slice(0, at).map((f) => path.join(dir, f)) }));
    await before.initialize();
    await before.runMigrations();
    const [role] = await before.query(`INSERT INTO sys_role (name, data_scope, crew_scope, recruiter) VALUES ('招聘', '5', '4', true) RETURNING id`);
    const [person] = await before.query(
      `INSERT INTO sys_user (username, password_hash, name, vacation_days, vacation_surplus, overtime_hours, social_insurance_grade, contract_expiry, probation_expiry, leave_status)
       VALUES ('mover', 'x', '搬迁', 12, 7.5, 16, 'B', '2028-06-30', '2026-12-31', '休假中') RETURNING id`,
    );
    await before.destroy();

    const after = new DataSource(dataSourceOptions(url));
    await after.initialize();
    try {
      await after.runMigrations();
      expect(await after.query('SELECT crew_scope, recruiter FROM crew_role_right WHERE role_id = $1', [role.id])).toEqual([{ crew_scope: '4', recruiter: true }]);
      const hr = await after.query(
        `SELECT vacation_days, vacation_surplus, overtime_hours, social_insurance_grade, to_char(contract_expiry, 'YYYY-MM-DD') AS contract_expiry,
                to_char(probation_expiry, 'YYYY-MM-DD') AS probation_expiry, leave_status FROM hr_staff_record WHERE user_id = $1`,
        [person.id],
      );
      expect(hr).toEqual([{ vacation_days: '12.0', vacation_surplus: '7.5', overtime_hours: '16.0', social_insurance_grade: 'B', contract_expiry: '2028-06-30', probation_expiry: '2026-12-31', leave_status: '休假中' }]);

      // undone migration by migration back to this one: the columns come back holding the same values
      const later = files.length - 1 - at;
      for (let i = 0; i <= later; i++) await after.undoLastMigration();
      expect(await after.query('SELECT crew_scope, recruiter FROM sys_role WHERE id = $1', [role.id])).toEqual([{ crew_scope: '4', recruiter: true }]);
      const [back] = await after.query('SELECT vacation_surplus, social_insurance_grade FROM sys_user WHERE id = $1', [person.id]);
      expect(back).toEqual({ vacation_surplus: '7.5', social_insurance_grade: 'B' });
    } finally {
      await after.destroy();
    }
  });
});
