import type { EntityManager } from 'typeorm';
import { localTimeZone } from '../../core/config/local-date';
import { ApprovalResult, BusinessStatus } from '../../workflow/flow-entity';

// The requests that place a person somewhere at set times, and how each keeps its times: leave and
// business travel as whole days of the company's wall clock (TIME_ZONE), both dates included; overtime
// as two instants. Each becomes a range of instants, half open, so any two kinds compare and overtime
// that ends at 18:00 does not meet overtime that begins then.
export const TIMED_REQUESTS = {
  EmployVacation: { table: 'employ_vacation', columns: ['start_date', 'end_date'], fields: ['startDate', 'endDate'], days: true },
  EmployTravel: { table: 'employ_travel', columns: ['start_date', 'end_date'], fields: ['startDate', 'endDate'], days: true },
  EmployOverTime: { table: 'employ_over_time', columns: ['begin_at', 'end_at'], fields: ['beginAt', 'endAt'], days: false },
} as const;
export type TimedRequest = keyof typeof TIMED_REQUESTS;

export interface OverlapHit {
  kind: TimedRequest;
  id: number;
  code: string | null;
  status: string;
  result: string | null;
  from: string; // as the company's wall clock reads it: a date, or a date and a time for overtime
  to: string;
}

// $2 is the time zone; a day's range runs from its midnight to the next day's
const spanOf = (days: boolean, from: string, to: string) =>
  days ? `tstzrange(${from}::date::timestamp AT TIME ZONE $2, (${to}::date + 1)::timestamp AT TIME ZONE $2)` : `tstzrange(${from}::timestamptz, ${to}::timestamptz)`;
const shown = (days: boolean, column: string) => (days ? `to_char(${column}, 'YYYY-MM-DD')` : `to_char(${column} AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI')`);

// One person's requests that count: in approval, or finished and agreed (a withdrawn request is a draft
// again, a disagreed one is finished without agreement). The starter is the person whose time it is.
const COUNTED = Object.entries(TIMED_REQUESTS)
  .map(
    ([kind, t]) =>
      `SELECT '${kind}' AS kind, id, code, status, result, ${spanOf(t.days, t.columns[0], t.columns[1])} AS span,
              ${shown(t.days, t.columns[0])} AS "from", ${shown(t.days, t.columns[1])} AS "to"
         FROM ${t.table} WHERE starter_id = $1 AND (status = $5 OR (status = $6 AND result = $7))`,
  )
  .join('\n UNION ALL ');

// The first of the person's counted requests whose times meet the given ones of a request of `kind`.
export async function overlappingRequest(m: EntityManager, userId: number, kind: TimedRequest, from: unknown, to: unknown): Promise<OverlapHit | undefined> {
  const [hit] = await m.query(
    `SELECT kind, id, code, status, result, "from", "to" FROM (${COUNTED}) r
      WHERE r.span && ${spanOf(TIMED_REQUESTS[kind].days, '$3', '$4')}
      ORDER BY lower(r.span), r.kind, r.id LIMIT 1`,
    [userId, localTimeZone(), from, to, BusinessStatus.InApproval, BusinessStatus.Finished, ApprovalResult.Agree],
  );
  return hit;
}

// Submits of one person's requests queue here, so two overlapping ones sent at once cannot both pass:
// the second reads the first as in approval once the first commits. NO KEY UPDATE, not UPDATE: rows that
// only refer to the person (a foreign key's KEY SHARE lock) are not held up meanwhile.
export async function lockPerson(m: EntityManager, userId: number): Promise<void> {
  await m.query('SELECT 1 FROM sys_user WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}
