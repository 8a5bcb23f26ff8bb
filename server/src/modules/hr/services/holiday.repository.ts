import type { EntityManager } from 'typeorm';

// the special days between two dates, both included, by date (holidayManage: '1' a holiday, '2' a
// weekend day worked)
export async function specialDays(m: EntityManager, from: string, to: string): Promise<Map<string, string>> {
  const rows: Array<{ d: string; t: string }> = await m.query(
    `SELECT to_char(holiday_date, 'YYYY-MM-DD') AS d, day_type AS t FROM sys_vacation WHERE holiday_date BETWEEN $1 AND $2`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.d, r.t]));
}
