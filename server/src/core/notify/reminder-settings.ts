import type { EntityManager } from 'typeorm';
import { daysField, reminderKinds } from './reminder-kinds';

export type ReminderSettings = Record<string, boolean | number>;

// The caller's settings of every registered kind, a kind never saved answered by its defaults; version
// 0 until something is saved.
export async function readReminderSettings(manager: EntityManager, userId: number): Promise<ReminderSettings & { version: number }> {
  const rows: Array<{ kind: string; enabled: boolean; days: number; version: number }> = await manager.query(
    'SELECT kind, enabled, days, version FROM sys_remind_setting WHERE user_id = $1',
    [userId],
  );
  const saved = new Map(rows.map((r) => [r.kind, r]));
  const out: ReminderSettings & { version: number } = { version: Math.max(0, ...rows.map((r) => r.version)) };
  for (const k of reminderKinds()) {
    const r = saved.get(k.key);
    out[k.key] = r?.enabled ?? true;
    out[daysField(k.key)] = r?.days ?? k.days;
  }
  return out;
}

// Writes the kinds the input names (on/off, days, or both); a half left out keeps its saved value, or
// the kind's default. One statement, reading the saved row itself, so two first saves racing cannot
// collide on the primary key.
export async function saveReminderSettings(manager: EntityManager, userId: number, input: ReminderSettings): Promise<void> {
  const touched = reminderKinds().filter((k) => k.key in input || daysField(k.key) in input);
  if (!touched.length) return;
  await manager.query(
    `INSERT INTO sys_remind_setting AS t (user_id, kind, enabled, days)
     SELECT $1, x.kind, COALESCE(x.enabled, s.enabled, true), COALESCE(x.days, s.days, x.dflt)
       FROM unnest($2::varchar[], $3::boolean[], $4::int[], $5::int[]) AS x(kind, enabled, days, dflt)
       LEFT JOIN sys_remind_setting s ON s.user_id = $1 AND s.kind = x.kind
     ON CONFLICT (user_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, days = EXCLUDED.days, version = t.version + 1`,
    [
      userId,
      touched.map((k) => k.key),
      touched.map((k) => (input[k.key] as boolean | undefined) ?? null),
      touched.map((k) => (input[daysField(k.key)] as number | undefined) ?? null),
      touched.map((k) => k.days),
    ],
  );
}

// Of these users, who wants reminders of this kind, and how many days ahead (a job's recipients).
export async function remindersOn(manager: EntityManager, kind: string, userIds: number[]): Promise<Map<number, number>> {
  const def = reminderKinds().find((k) => k.key === kind);
  if (!def) throw new Error(`Reminder kind ${kind} is not registered`);
  const rows: Array<{ id: number; days: number }> = await manager.query(
    `SELECT u.id, COALESCE(s.days, $3::int) AS days FROM unnest($1::int[]) AS u(id)
       LEFT JOIN sys_remind_setting s ON s.user_id = u.id AND s.kind = $2
      WHERE COALESCE(s.enabled, true)`,
    [userIds, kind, def.days],
  );
  return new Map(rows.map((r) => [r.id, r.days]));
}
