import { Client } from 'pg';
import { ADMIN_PASSWORD, BenchServer, load } from '../harness';

const ROWS = 100_000;

// Issue 2: sign-in latency, a filtered and paged list over 100,000 rows, and memory at rest.
export async function foundationBench(server: BenchServer) {
  const signIn = await load(60, 1, async () => {
    const r = await server.call('sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD });
    if (r.status !== 200) throw new Error(`login: ${r.body.msg}`);
    return r.ms;
  });
  const token = (await server.call('sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD })).body.list[0].token;

  // 100,000 staff rows spread over the seeded departments, written straight in SQL (the bench measures reads)
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  const t0 = performance.now();
  await db.query(
    `INSERT INTO sys_user (username, password_hash, name, en_name, job_number, dept_id, company_id, sex, status, gmt_entry)
     SELECT 'bench' || g, 'x', (ARRAY['张','王','李','刘','陈','杨','赵','黄'])[1 + g % 8] || '员工' || g, 'Staff ' || g, 'B' || g,
            d.id, d.company, (1 + g % 2)::text, CASE WHEN g % 10 = 0 THEN '2' ELSE '1' END, DATE '2015-01-01' + (g % 3650)
       FROM generate_series(1, $1) g
       JOIN LATERAL (SELECT id, (SELECT id FROM sys_dept WHERE dept_type = 'company' ORDER BY id LIMIT 1) AS company
                       FROM sys_dept WHERE dept_type = 'dept' ORDER BY id OFFSET (g % (SELECT count(*) FROM sys_dept WHERE dept_type = 'dept')) LIMIT 1) d ON true`,
    [ROWS],
  );
  // a table in use is vacuumed by autovacuum; a freshly bulk-loaded one is not yet, which would make
  // every count read the table instead of the index (as the crew bench does)
  await db.query('VACUUM ANALYZE sys_user');
  const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const [{ id: deptId }] = (await db.query(`SELECT dept_id AS id FROM sys_user WHERE username = 'bench7'`)).rows;
  await db.end();

  const body = (i: number) => ({ deptId, status: '1', name: '张', pageNum: 1 + (i % 20), pageSize: 20, sort: '-gmtEntry' });
  const check = (r: { status: number; body: any }) => {
    if (r.status !== 200 || !r.body.list.length) throw new Error(`getList: ${r.status} ${r.body.msg}`);
  };
  await load(20, 1, async (i) => {
    const r = await server.call('sysUser', 'getList', body(i), token);
    check(r);
    return r.ms;
  }); // warm-up
  const sequential = await load(200, 1, async (i) => {
    const r = await server.call('sysUser', 'getList', body(i), token);
    check(r);
    return r.ms;
  });
  const concurrent = await load(400, 8, async (i) => {
    const r = await server.call('sysUser', 'getList', body(i), token);
    check(r);
    return r.ms;
  });
  const total = (await server.call('sysUser', 'getList', { ...body(0), pageSize: 1 }, token)).body.total;

  await new Promise((r) => setTimeout(r, 3000));
  return {
    sign_in: signIn,
    get_list_100k: {
      rows: ROWS,
      seed_seconds: seedSeconds,
      query: 'sysUser/getList deptId + status + name like, sorted by entry date, pages 1-20 of 20',
      matching_rows: total,
      sequential,
      concurrent,
    },
    server_memory_at_rest_mb: server.rssMb(),
  };
}
