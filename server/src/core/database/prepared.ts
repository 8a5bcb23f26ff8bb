import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';

// A statement run before every call (the token and grant check) is planned once per connection: as an
// unnamed statement PostgreSQL parsed and planned its recursive CTEs on every call, about 1 ms of the
// server's CPU each time (measured with log_min_duration_statement, issue 10 §5). Named by the hash of
// its text, so a changed text is a new statement. Only on a PostgreSQL server (onServer: no embedded
// database): the embedded one serves every connection from one session, where two connections preparing
// one name clash ("prepared statement already exists", as CI's embedded run found).
export function preparedRunner(ds: DataSource, onServer: boolean) {
  return async <T = Record<string, any>>(text: string, values: unknown[]): Promise<T[]> => {
    if (!onServer) return ds.manager.query(text, values);
    const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    const pool = (ds.driver as unknown as { master: Pool }).master;
    try {
      return (await pool.query({ name, text, values })).rows as T[];
    } catch (e) {
      // as TypeORM reports it, so the database-fault mapping (503, 504) reads it the same way
      throw new QueryFailedError(text, values, e as Error);
    }
  };
}
