import type { EntityManager } from 'typeorm';
import { sqlIn, sqlText } from '../../../core/database/sql-literal';
import { CREDENTIAL_STATUS, INOUT_STATUS, WARN_STATUS } from '../crew.states';
import type { BoatCredentialDeal } from '../entities/boat-credential-deal.entity';

// Crew's SQL about a seafarer's certificates (boat_user_credential) and the two certificate flows
// (boat_credential_deal, boat_credential_inout), for the certificate hooks, the renewal and deposit
// flows, the certificate warning asked before sending crew, and crew.api.ts (issue 20 §2). The warning
// states' statements are credential-warn.repository.ts's; the type tree's credential-type.repository.ts's.

const WARNING = sqlIn(WARN_STATUS.Warning, WARN_STATUS.Expired);
const CURRENT = sqlIn(CREDENTIAL_STATUS.Valid, CREDENTIAL_STATUS.BeingProcessed);

// Of these seafarers, those whose worst current certificate warns or has expired, with the names of
// those certificates, soonest first (null: none current, though the seafarer's state says so); certsEn:
// the same in English, by the certificate type's English name where it has one
export function warnedSeafarers(m: EntityManager, userIds: number[]): Promise<Array<{ id: number; name: string; certs: string | null; certsEn: string | null }>> {
  return m.query(
    `SELECT u.id, u.name,
            (SELECT string_agg(c.name, '、' ORDER BY c.valid_date) FROM boat_user_credential c
              WHERE c.user_id = u.id AND c.warnstatus IN ${WARNING} AND c.credential_status IN ${CURRENT}) AS certs,
            (SELECT string_agg(COALESCE(NULLIF(k.en_name, ''), c.name), ', ' ORDER BY c.valid_date) FROM boat_user_credential c
               LEFT JOIN sys_credential k ON k.id = c.credential_id
              WHERE c.user_id = u.id AND c.warnstatus IN ${WARNING} AND c.credential_status IN ${CURRENT}) AS "certsEn"
       FROM boat_user_info u
      WHERE u.id = ANY($1::int[]) AND u.cred_warn IN ${WARNING}`,
    [userIds],
  );
}

// the seafarer a certificate belongs to (undefined: no such certificate)
export async function certificateOwner(m: EntityManager, id: number): Promise<number | undefined> {
  const [c] = await m.query('SELECT user_id FROM boat_user_credential WHERE id = $1', [id]);
  return c?.user_id;
}

// the certificate's warning state as the last write left it
export async function warnStatusOf(m: EntityManager, id: number): Promise<string> {
  const [row] = await m.query('SELECT warnstatus FROM boat_user_credential WHERE id = $1', [id]);
  return row.warnstatus;
}

// The certificate's status, its row locked: a renewal starting on it waits for one in progress
export async function lockCredentialStatus(m: EntityManager, id: number): Promise<string | undefined> {
  const [cert] = await m.query('SELECT credential_status FROM boat_user_credential WHERE id = $1 FOR UPDATE', [id]);
  return cert?.credential_status;
}

// Where the certificate is (in the library or not), its row locked: a deposit or withdrawal starting on
// it waits for one in progress
export async function lockInoutStatus(m: EntityManager, id: number): Promise<string | undefined> {
  const [cert] = await m.query('SELECT inout_status FROM boat_user_credential WHERE id = $1 FOR UPDATE', [id]);
  return cert?.inout_status;
}

// a certificate under renewal (its renewal submitted)
export async function markBeingProcessed(m: EntityManager, id: number): Promise<void> {
  await m.query(`UPDATE boat_user_credential SET credential_status = ${sqlText(CREDENTIAL_STATUS.BeingProcessed)} WHERE id = $1`, [id]);
}

// a certificate whose renewal was withdrawn or refused is valid again (only if it was under renewal)
export async function restoreFromProcessing(m: EntityManager, id: number): Promise<void> {
  await m.query(`UPDATE boat_user_credential SET credential_status = ${sqlText(CREDENTIAL_STATUS.Valid)} WHERE id = $1 AND credential_status = ${sqlText(CREDENTIAL_STATUS.BeingProcessed)}`, [id]);
}

// An agreed renewal: the new certificate, from the old one and what the renewal changed, made by the
// renewal's starter and valid; the old one retired (renewed, no longer warning); the renewal pointing to
// the new one. Answers the old certificate's seafarer and the new certificate's id.
export async function renewCertificate(m: EntityManager, deal: BoatCredentialDeal): Promise<{ userId: number; newId: number }> {
  const [old] = await m.query('SELECT * FROM boat_user_credential WHERE id = $1', [deal.oldCredId]);
  const [made] = await m.query(
    `INSERT INTO boat_user_credential (user_id, credential_id, name, certificate_type, code, organization, sign_date, valid_date, inout_status, credential_status, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '1', $10, $10) RETURNING id`,
    [old.user_id, old.credential_id, old.name, old.certificate_type, deal.newCreCode ?? old.code, deal.newOrganization ?? old.organization, deal.newSignDate, deal.newValidDate, old.inout_status, deal.starterId],
  );
  await m.query(`UPDATE boat_user_credential SET credential_status = ${sqlText(CREDENTIAL_STATUS.Renewed)}, warnstatus = ${sqlText(WARN_STATUS.Normal)} WHERE id = $1`, [old.id]);
  await m.query('UPDATE boat_credential_deal SET new_cred_id = $2 WHERE id = $1', [deal.id, made.id]);
  return { userId: old.user_id, newId: made.id };
}

// a deposit or withdrawal submitted: the keeper is to confirm it
export async function markInoutConfirming(m: EntityManager, id: number): Promise<void> {
  await m.query(`UPDATE boat_credential_inout SET inout_status = ${sqlText(INOUT_STATUS.Confirming)} WHERE id = $1`, [id]);
}

// a deposit or withdrawal withdrawn: open again
export async function reopenInout(m: EntityManager, id: number): Promise<void> {
  await m.query(`UPDATE boat_credential_inout SET inout_status = ${sqlText(INOUT_STATUS.Open)} WHERE id = $1`, [id]);
}

// a deposit or withdrawal decided: the application's status, and, when agreed, the certificate's
export async function setInoutStatus(m: EntityManager, id: number, status: string): Promise<void> {
  await m.query('UPDATE boat_credential_inout SET inout_status = $2 WHERE id = $1', [id, status]);
}

export async function setCertificateInoutStatus(m: EntityManager, id: number, status: string): Promise<void> {
  await m.query('UPDATE boat_user_credential SET inout_status = $2 WHERE id = $1', [id, status]);
}

// the codes of certificate renewals (a dispatch order's linked applications), by id
export function credentialDealCodes(m: EntityManager, ids: number[]): Promise<Array<{ id: number; code: string | null }>> {
  return m.query('SELECT id, code FROM boat_credential_deal WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
}
