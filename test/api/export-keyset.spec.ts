import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { SysDept } from '../../server/src/core/access/sys-dept.entity';
import { groupedRows, KeyPart, orderSql, sqlRows } from '../../server/src/core/resource/keyset';
import { downloadSheet } from '../setup/download';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// Exports read by key: every row exactly once, in the list's order, and never by OFFSET (which read the
// first rows again for every batch).
describe('exports by key', () => {
  let t: TestApp;
  let ds: DataSource;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  // SQL text of the statements run while `fn` runs
  async function statements(fn: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = [];
    const original = PostgresQueryRunner.prototype.query;
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (this: PostgresQueryRunner, ...args: Parameters<PostgresQueryRunner['query']>) {
      seen.push(args[0]);
      return original.apply(this, args);
    });
    try {
      await fn();
    } finally {
      spy.mockRestore();
    }
    return seen;
  }

  it('goes on after the last row of each batch through ties, nulls and either direction', async () => {
    // 40 rows: a nullable text with ties, a nullable int with ties, a unique id
    const values = Array.from({ length: 40 }, (_, i) => `(${i % 7 === 0 ? 'NULL' : `'k${i % 4}'`}, ${i % 5 === 0 ? 'NULL' : i % 3}, ${i + 1})`).join(', ');
    const source = `SELECT * FROM (VALUES ${values}) v(a, b, id)`;
    const orders: KeyPart[][] = [
      [{ expr: 'g.a' }, { expr: 'g.b', desc: true }, { expr: 'g.id', notNull: true }],
      [{ expr: 'g.a', desc: true, nullsFirst: false }, { expr: 'g.b', nullsFirst: true }, { expr: 'g.id', desc: true, notNull: true }],
      [{ expr: 'g.b', desc: true }, { expr: 'g.id', notNull: true }],
    ];
    for (const parts of orders) {
      const all: Array<{ id: number }> = await ds.query(`SELECT * FROM (${source}) g ORDER BY ${orderSql(parts)}`);
      const read: number[] = [];
      let batches = 0;
      for await (const rows of sqlRows(ds.manager, source, [], parts, (r) => parts.map((p) => r[p.expr.slice(2)]), 6)) {
        batches++;
        read.push(...rows.map((r) => r.id));
      }
      expect(read).toEqual(all.map((r) => r.id));
      expect(batches).toBe(7); // 40 rows by 6: six full batches and a short one
    }
  });

  it('reads a grouping query builder by its ORDER BY of output columns', async () => {
    const qb = ds
      .createQueryBuilder()
      .from(SysDept, 't')
      .select('t.deptType', 'deptType')
      .addSelect('t.parentId', 'parentId')
      .addSelect('count(*)::int', 'n')
      .groupBy('"deptType"')
      .addGroupBy('"parentId"')
      .orderBy('deptType', 'DESC')
      .addOrderBy('parentId', 'ASC', 'NULLS FIRST');
    const all = await qb.getRawMany();
    expect(all.length).toBeGreaterThan(3);
    const read = [];
    for await (const rows of groupedRows(ds.manager, qb, 2)) read.push(...rows);
    expect(read).toEqual(all);
  });

  it('the generic export yields every row once, in the list order, over several batches, without OFFSET', async () => {
    const tag = uniq('KS');
    const [{ id: parentId }] = await ds.query(`INSERT INTO sys_dept (name, dept_type) VALUES ($1, 'company') RETURNING id`, [`${tag}-root`]);
    // 4,001 departments (batches of 2,000), the code with ties and nulls, so the order needs the id too
    await ds.query(
      `INSERT INTO sys_dept (name, dept_type, parent_id, code) SELECT $1 || '-' || i, 'dept', $2, CASE WHEN i % 10 = 0 THEN NULL ELSE 'c' || (i % 37) END FROM generate_series(1, 4001) i`,
      [tag, parentId],
    );
    for (const sort of ['code', '-code']) {
      const dir = sort.startsWith('-') ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
      const expected: Array<{ name: string }> = await ds.query(`SELECT name FROM sys_dept WHERE parent_id = $1 ORDER BY code ${dir}, id ${sort.startsWith('-') ? 'DESC' : 'ASC'}`, [parentId]);
      let sheet!: Awaited<ReturnType<typeof downloadSheet>>['sheet'];
      const sql = await statements(async () => ({ sheet } = await downloadSheet(t, 'SysDept', { parentId, sort }, token, 'en')));
      const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
      const col = header.indexOf('Name') + 1;
      const names: string[] = [];
      for (let r = 2; r <= sheet.rowCount; r++) names.push(String(sheet.getRow(r).getCell(col).value));
      expect(names).toHaveLength(4001);
      expect(new Set(names).size).toBe(4001);
      expect(names).toEqual(expected.map((e) => e.name));
      const reads = sql.filter((s) => /FROM "sys_dept"/.test(s) && /export_key/.test(s));
      expect(reads).toHaveLength(3); // 2,000, 2,000, 1
      expect(reads.filter((s) => /OFFSET/i.test(s))).toEqual([]);
    }
  });
});
