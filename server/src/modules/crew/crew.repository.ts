import type { EntityManager } from 'typeorm';
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
