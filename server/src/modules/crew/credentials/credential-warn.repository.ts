import type { EntityManager } from 'typeorm';
import { applyDataScope, type ResourceLookup } from '../../../core/access/data-scope';
import type { CurrentUser } from '../../../core/auth/current-user';
import { returning } from '../../../core/database/sql';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import type { ResourceDef } from '../../../core/resource/define-resource';
import { CREDENTIAL_STATUS, WARN_STATUS } from '../crew.states';
import { BoatUserCredential } from '../entities/boat-user-credential.entity';

// Crew's SQL about certificate warnings (credential-warn.ts says the rule) and the daily reminders of
// them (credential-warn.job.ts), issue 20 §2.

const CURRENT = sqlIn(CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed);
const warnDate = `(c.valid_date - CASE WHEN t.warn_unit = '2' THEN make_interval(months => COALESCE(t.warn_value, 0))
                                       ELSE make_interval(days => COALESCE(t.warn_value, 0)) END)::date`;
const status = (wd: string) => `CASE WHEN c.credential_status NOT IN ${CURRENT} OR c.valid_date IS NULL THEN ${sqlText(WARN_STATUS.Normal)}
                                     WHEN c.valid_date < $1::date THEN ${sqlText(WARN_STATUS.Expired)} WHEN ${wd} <= $1::date THEN ${sqlText(WARN_STATUS.Warning)} ELSE ${sqlText(WARN_STATUS.Normal)} END`;

// the certificates to recompute: these, those of a type, those whose state is due to change today, or
// those of a range of seafarers (the demo data, in slices)
export type WarnTarget = { ids: number[] } | { typeId: number } | { due: true } | { users: [first: number, last: number] };

// Recomputes the warning date and state of the chosen certificates as of today, writing only those that
// change; answers the seafarers of the changed ones (once each).
export async function updateWarnStates(m: EntityManager, today: string, target: WarnTarget): Promise<number[]> {
  const [filter, arg] =
    'ids' in target
      ? ['c.id = ANY($2)', target.ids]
      : 'typeId' in target
        ? ['c.credential_id = $2', target.typeId]
        : 'users' in target
          ? ['c.user_id <@ $2::int4range', `[${target.users[0]},${target.users[1]}]`]
          : [`c.credential_status IN ${CURRENT} AND c.warn_date <= $1::date AND c.warnstatus <> ${sqlText(WARN_STATUS.Expired)} AND $2::int IS NULL`, null];
  const rows = await returning<{ user_id: number }>(
    m,
    `UPDATE boat_user_credential c SET warn_date = ${warnDate}, warnstatus = ${status(warnDate)}
       FROM sys_credential t
      WHERE t.id = c.credential_id AND ${filter}
        AND (c.warn_date IS DISTINCT FROM ${warnDate} OR c.warnstatus IS DISTINCT FROM ${status(warnDate)})
      RETURNING c.user_id`,
    [today, arg],
  );
  return [...new Set(rows.map((r) => r.user_id))];
}

// the seafarer's worst current certificate state, for the crew list's filter and colour. One grouped
// pass; the status test sits in the aggregate's FILTER, not the join, so the planner never pairs each
// seafarer with a scan of the partial warn_date index (which made 100,000 seafarers take minutes).
export async function refreshCrewWarn(m: EntityManager, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await m.query(
    `UPDATE boat_user_info u SET cred_warn = w.worst
       FROM (SELECT x.id, COALESCE(max(c.warnstatus) FILTER (WHERE c.credential_status IN ${CURRENT}), '0') AS worst
               FROM unnest($1::int[]) AS x(id) LEFT JOIN boat_user_credential c ON c.user_id = x.id
              GROUP BY x.id) w
      WHERE u.id = w.id AND u.cred_warn IS DISTINCT FROM w.worst`,
    [userIds],
  );
}

// Of the current certificates the user may see (the resource's scope under their rights), how many have
// expired and how many expire within `days` from today
export async function dueCertificateCounts(
  m: EntityManager,
  def: ResourceDef,
  user: CurrentUser,
  lookup: ResourceLookup,
  today: string,
  days: number,
): Promise<{ expired: number; soon: number }> {
  const qb = applyDataScope(m.createQueryBuilder(BoatUserCredential, 't'), def, user, lookup)
    .select('count(*) FILTER (WHERE t.validDate < :today)::int', 'expired')
    .addSelect('count(*) FILTER (WHERE t.validDate >= :today AND t.validDate <= (:today::date + :days::int))::int', 'soon')
    .andWhere('t.credentialStatus IN (:...current)', { current: [CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed] })
    .andWhere('t.validDate <= (:today::date + :days::int)')
    .setParameters({ today, days });
  return (await qb.getRawOne()) as { expired: number; soon: number };
}
