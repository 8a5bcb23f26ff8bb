// Run as a child process by embedded-concurrency.spec.ts (PGlite cannot start inside Jest's VM):
// starts an in-memory embedded PostgreSQL, sends it parallel work from several connections, and
// prints what went wrong as JSON.
import { Pool } from 'pg';
import { startEmbeddedPostgres } from '../../server/src/core/database/embedded-postgres';

async function main() {
  const pg = await startEmbeddedPostgres();
  const pool = new Pool({ connectionString: pg.url, max: 20 });
  const wrong: string[] = [];
  try {
    const n = 1000;
    const answers = await Promise.allSettled(
      Array.from({ length: n }, (_, i) => pool.query(i % 2 ? 'SELECT $1::int * 2 AS v FROM generate_series(1, 50) g LIMIT 1' : 'SELECT $1::text || $2::text AS v', i % 2 ? [i] : [String(i), '!'])),
    );
    answers.forEach((a, i) => {
      const expected = i % 2 ? i * 2 : `${i}!`;
      if (a.status === 'rejected') wrong.push(`#${i}: ${(a.reason as Error).message}`);
      else if (a.value.rows[0]?.v !== expected) wrong.push(`#${i}: ${JSON.stringify(a.value.rows[0])}`);
    });
    // a transaction keeps its connection while the others query
    await pool.query('CREATE TABLE counter (n int)');
    await pool.query('INSERT INTO counter VALUES (0)');
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          const { rows } = await c.query('SELECT n FROM counter FOR UPDATE');
          await c.query('UPDATE counter SET n = $1', [rows[0].n + 1]);
          await c.query('COMMIT');
        } finally {
          c.release();
        }
      }),
    );
    const total = (await pool.query('SELECT n FROM counter')).rows[0].n;
    if (total !== 20) wrong.push(`counter ${total}, expected 20`);
  } finally {
    await pool.end();
    await pg.stop();
  }
  console.log(JSON.stringify({ wrong }));
}

main().catch((e) => {
  console.log(JSON.stringify({ wrong: [`probe failed: ${(e as Error).message}`] }));
});
