import type { EntityManager } from 'typeorm';

// Runs an UPDATE or DELETE ... RETURNING and answers the returned rows. TypeORM's pg driver answers
// such statements as [rows, rowCount], unlike SELECT, which is easy to misread as "always 2 rows".
export async function returning<T = Record<string, any>>(m: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const raw = await m.query(sql, params);
  return (Array.isArray(raw) && Array.isArray(raw[0]) ? raw[0] : raw) as T[];
}
