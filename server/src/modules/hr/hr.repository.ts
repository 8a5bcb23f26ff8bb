import type { EntityManager } from 'typeorm';
import { returning } from '../../core/database/sql';

// HR's SQL about a member of staff's record and account, for the requests' hooks (hr.hooks.ts): the
// balances an approved request moves and the account fields a resignation or transfer changes.

// the annual leave a person has left; nobody has leave without an HR record saying so (0)
export async function annualLeaveLeft(m: EntityManager, userId: number | null): Promise<number | undefined> {
  const [me] = await m.query('SELECT COALESCE((SELECT vacation_surplus FROM hr_staff_record WHERE user_id = $1), 0) AS left', [userId]);
  return me ? Number(me.left) : undefined;
}

// a person whose account was made without the staff screen has no HR row yet: the balance starts at 0
export async function takeAnnualLeave(m: EntityManager, userId: number | null, days: string | number): Promise<void> {
  await m.query(
    `INSERT INTO hr_staff_record (user_id, vacation_surplus) VALUES ($1, -$2::numeric)
     ON CONFLICT (user_id) DO UPDATE SET vacation_surplus = hr_staff_record.vacation_surplus - $2::numeric`,
    [userId, days],
  );
}

export async function addOvertimeHours(m: EntityManager, userId: number | null, hours: string | number): Promise<void> {
  await m.query(
    `INSERT INTO hr_staff_record (user_id, overtime_hours) VALUES ($1, $2::numeric)
     ON CONFLICT (user_id) DO UPDATE SET overtime_hours = hr_staff_record.overtime_hours + $2::numeric`,
    [userId, hours],
  );
}

export async function setLastWorkDate(m: EntityManager, userId: number | null, lastWorkDate: string): Promise<void> {
  await m.query('UPDATE sys_user SET dimission_date = $2 WHERE id = $1', [userId, lastWorkDate]);
}

// where a person works now: the department a transfer starts from
export async function placeOf(m: EntityManager, userId: number | undefined): Promise<{ deptId: number | null; companyId: number | null } | undefined> {
  const [person] = await m.query('SELECT dept_id AS "deptId", company_id AS "companyId" FROM sys_user WHERE id = $1', [userId]);
  return person;
}

export async function moveToDept(m: EntityManager, userId: number, deptId: number, companyId: number | null): Promise<void> {
  await m.query('UPDATE sys_user SET dept_id = $2, company_id = $3 WHERE id = $1', [userId, deptId, companyId]);
}

export async function supplyOffered(m: EntityManager, settingId: number): Promise<boolean> {
  const [item] = await m.query('SELECT enabled FROM sys_office_supplies_setting WHERE id = $1', [settingId]);
  return !!item?.enabled;
}

// the stock drops only while enough is left: false when it is not (nothing changed)
export async function takeFromStock(m: EntityManager, settingId: number, quantity: number): Promise<boolean> {
  const left = await returning(m, 'UPDATE sys_office_supplies_setting SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING stock', [settingId, quantity]);
  return left.length > 0;
}
