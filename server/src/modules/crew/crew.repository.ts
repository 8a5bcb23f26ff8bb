import type { EntityManager } from 'typeorm';
import type { Label } from '../../core/resource/resource.types';
import type { BoatUserInfo } from './entities/boat-user-info.entity';

// Crew's SQL about the seafarers' main record (boat_user_info and its crew-number sequence), for the
// record's hooks and the certificate check (issue 20 §2). The record's state from the sea service is
// work/work.repository.ts's; the access rules' reads access/crew-access.repository.ts's.

// the next crew number's digits, from a sequence (a number is never given twice, even when unused)
export async function nextCrewNumber(m: EntityManager): Promise<number> {
  const [{ n }] = await m.query(`SELECT nextval('boat_user_code_seq')::int AS n`);
  return n;
}

// the names and crew numbers of these seafarers
export async function seafarerNames(m: EntityManager, ids: number[]): Promise<Array<Pick<BoatUserInfo, 'id' | 'name' | 'internalCode'>>> {
  const rows: Array<{ id: number; name: string; internal_code: string }> = await m.query('SELECT id, name, internal_code FROM boat_user_info WHERE id = ANY($1)', [ids]);
  return rows.map((r) => ({ id: r.id, name: r.name, internalCode: r.internal_code }));
}

// the insurance status the crew file shows, kept by the insurance module (its latest declaration's state)
export async function setInsuranceStatus(m: EntityManager, userId: number, status: string | null): Promise<void> {
  await m.query('UPDATE boat_user_info SET insurance_status = $2 WHERE id = $1', [userId, status]);
}

// Adds `delta` to the seafarer's balance in one statement (the row is locked by it until the caller's
// transaction ends) and answers the balance before and after, as the insurance module's history records
// them; undefined: no such seafarer.
export async function addToBalance(m: EntityManager, userId: number, delta: string): Promise<{ previous: string; next: string } | undefined> {
  const [row] = await m.query(
    `WITH u AS (UPDATE boat_user_info SET balance = balance + $2::numeric WHERE id = $1 RETURNING balance)
     SELECT (balance - $2::numeric)::text AS previous, balance::text AS next FROM u`,
    [userId, delta],
  );
  return row;
}

// whether each seafarer's personal shares are taken from his wages (isSalaryDeduct) instead of his balance
export async function salaryDeducted(m: EntityManager, userIds: number[]): Promise<Set<number>> {
  const rows: Array<{ id: number }> = await m.query(`SELECT id FROM boat_user_info WHERE id = ANY($1::int[]) AND is_salary_deduct = '1'`, [userIds]);
  return new Set(rows.map((r) => r.id));
}

// A seafarer as a message names him, in the reader's language: his English name where his record keeps
// one (the message's template takes either from the label); `#id` for one not found.
export async function seafarerLabel(m: EntityManager, userId: number): Promise<Label> {
  const [row] = await m.query(`SELECT name, enname FROM boat_user_info WHERE id = $1`, [userId]);
  const name = row?.name ?? `#${userId}`;
  return { zh: name, en: row?.enname || name };
}
