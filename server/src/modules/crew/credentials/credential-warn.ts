import type { EntityManager } from 'typeorm';
import { returning } from '../../../core/database/sql';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { CREDENTIAL_STATUS, WARN_STATUS } from '../crew.states';

// Certificate warnings: a certificate warns from its warnDate (validDate less its type's period, in days
// or months) and has expired after validDate. Only current certificates warn: valid (1) or being
// processed (2); renewed and cancelled ones never do. Every write and the daily task keep warnDate,
// warnstatus and the seafarer's worst state (credWarn) in step.
const CURRENT = sqlIn(CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed);
const warnDate = `(c.valid_date - CASE WHEN t.warn_unit = '2' THEN make_interval(months => COALESCE(t.warn_value, 0))
                                       ELSE make_interval(days => COALESCE(t.warn_value, 0)) END)::date`;
const status = (wd: string) => `CASE WHEN c.credential_status NOT IN ${CURRENT} OR c.valid_date IS NULL THEN ${sqlText(WARN_STATUS.Normal)}
                                     WHEN c.valid_date < $1::date THEN ${sqlText(WARN_STATUS.Expired)} WHEN ${wd} <= $1::date THEN ${sqlText(WARN_STATUS.Warning)} ELSE ${sqlText(WARN_STATUS.Normal)} END`;

export type WarnTarget = { ids: number[] } | { typeId: number } | { due: true } | { users: [first: number, last: number] };

// Recomputes the chosen certificates; answers the seafarers whose certificates changed state.
export async function refreshWarnings(manager: EntityManager, today: string, target: WarnTarget): Promise<number[]> {
  const [filter, arg] =
    'ids' in target
      ? ['c.id = ANY($2)', target.ids]
      : 'typeId' in target
        ? ['c.credential_id = $2', target.typeId]
        : 'users' in target
          ? ['c.user_id <@ $2::int4range', `[${target.users[0]},${target.users[1]}]`]
          : [`c.credential_status IN ${CURRENT} AND c.warn_date <= $1::date AND c.warnstatus <> ${sqlText(WARN_STATUS.Expired)} AND $2::int IS NULL`, null];
  const rows = await returning<{ user_id: number }>(
    manager,
    `UPDATE boat_user_credential c SET warn_date = ${warnDate}, warnstatus = ${status(warnDate)}
       FROM sys_credential t
      WHERE t.id = c.credential_id AND ${filter}
        AND (c.warn_date IS DISTINCT FROM ${warnDate} OR c.warnstatus IS DISTINCT FROM ${status(warnDate)})
      RETURNING c.user_id`,
    [today, arg],
  );
  const users = [...new Set(rows.map((r) => r.user_id))];
  await refreshCrewWarn(manager, users);
  return users;
}

// the seafarer's worst current certificate state, for the crew list's filter and colour. One grouped
// pass; the status test sits in the aggregate's FILTER, not the join, so the planner never pairs each
// seafarer with a scan of the partial warn_date index (which made 100,000 seafarers take minutes).
export async function refreshCrewWarn(manager: EntityManager, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await manager.query(
    `UPDATE boat_user_info u SET cred_warn = w.worst
       FROM (SELECT x.id, COALESCE(max(c.warnstatus) FILTER (WHERE c.credential_status IN ${CURRENT}), '0') AS worst
               FROM unnest($1::int[]) AS x(id) LEFT JOIN boat_user_credential c ON c.user_id = x.id
              GROUP BY x.id) w
      WHERE u.id = w.id AND u.cred_warn IS DISTINCT FROM w.worst`,
    [userIds],
  );
}
