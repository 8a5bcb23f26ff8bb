import type { EntityManager } from 'typeorm';
import type { Warning } from '../../../core/errors/confirmations';
import { CrewError } from '../crew.errors';
import { sqlIn } from '../../../core/database/sql-literal';
import { CREDENTIAL_STATUS, WARN_STATUS } from '../crew.states';

// SPEC §5 "a warning or expired certificate prompts whether to continue", once for every path that puts
// a seafarer on a ship or into a new rank there: a sign-on from their file, the generic add of an open
// stint, a promotion or ship change (the next stint), and a dispatch order (dispatch calls this). The
// warning names the seafarer and the certificates, so its token confirms exactly those (confirmations.ts).
// Reads the state the certificates keep (credential-warn.ts): current certificates warning or expired.
const WARNING = sqlIn(WARN_STATUS.Warning, WARN_STATUS.Expired);
const CURRENT = sqlIn(CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed);

export async function certificateWarnings(m: EntityManager, userIds: number[]): Promise<Map<number, Warning>> {
  const ids = [...new Set(userIds.filter((x) => typeof x === 'number'))];
  if (!ids.length) return new Map();
  const rows: Array<{ id: number; name: string; certs: string | null }> = await m.query(
    `SELECT u.id, u.name,
            (SELECT string_agg(c.name, '、' ORDER BY c.valid_date) FROM boat_user_credential c
              WHERE c.user_id = u.id AND c.warnstatus IN ${WARNING} AND c.credential_status IN ${CURRENT}) AS certs
       FROM boat_user_info u
      WHERE u.id = ANY($1::int[]) AND u.cred_warn IN ${WARNING}`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { key: CrewError.certWarning, params: { name: r.name, certs: r.certs ?? '' }, subject: r.id }]));
}
