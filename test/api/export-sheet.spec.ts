import ExcelJS from 'exceljs';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { dictLabels } from '../../server/src/core/dictionary/dictionary';
import { exportColumns } from '../../server/src/core/files/xlsx-stream';
import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import { downloadSheet, sheetDate } from '../setup/download';
import { newSeafarer, newShip, newShipowner, newUser } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

type Row = Record<string, any>;

// An export is a real xlsx that reads back as the rows it was made of (headers in the caller's
// language, dictionary values by label, dates as dates, numbers as numbers), and it streams: the file
// starts before its last rows are read (issue 20 §8).
describe('the xlsx an export writes', () => {
  const STINTS = 5_000;
  let t: TestApp;
  let ds: DataSource;
  let token: string;
  let seafarer: number;
  let shipName: string;
  const q = (sql: string, params: unknown[] = []) => ds.query(sql, params);
  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    token = await t.adminToken();
    const { id: owner } = await newShipowner(t);
    const { id: ship, name } = await newShip(t, owner);
    shipName = name;
    seafarer = (await newSeafarer(t)).id;
    // 5,000 past stints in bulk, as the API would have stored them (three batches): every rank, a date a day
    // apart (ties every 2,000 days), a number
    await q(
      `INSERT INTO boat_work (user_id, shipowner_id, ship_id, duty, report_duty_one, onboat_date, dispatch_id, state)
       SELECT $1, $2, $3, (1 + i % 20)::text, (1 + i % 20)::text, DATE '2001-01-01' + i % 2000, i, '2' FROM generate_series(1, $4) i`,
      [seafarer, owner, ship, STINTS],
    );
  });
  afterAll(() => t.close());

  it('reads back as the rows it was made of, header to last row', async () => {
    const { sheet } = await downloadSheet(t, 'BoatWork', { userId: seafarer }, token, 'en');
    const def = t.app.get(ResourceRegistry).resource('BoatWork')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(exportColumns(def.fields).map(([, f]) => f.label.en));
    expect(sheet.rowCount).toBe(STINTS + 1);

    // the list's order (-onboatDate, then the id); rank by its English label, the date as a date cell,
    // the dispatch order as a number, the ship by name
    const rows: Row[] = await q(`SELECT duty, onboat_date::text AS day, dispatch_id FROM boat_work WHERE user_id = $1 ORDER BY onboat_date DESC, id DESC`, [seafarer]);
    const ranks = await dictLabels(ds.manager, 'duty', 'en');
    const col = (label: string) => headers.indexOf(label) + 1;
    const [rank, signedOn, order, ship] = ['Rank', 'Signed on', 'Dispatch order', 'Ship'].map(col);
    const read = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const cells = sheet.getRow(r);
      read.push([cells.getCell(rank).value, cells.getCell(signedOn).value, cells.getCell(order).value, cells.getCell(ship).value]);
    }
    expect(read).toEqual(rows.map((x) => [ranks.get(x.duty), sheetDate(x.day), x.dispatch_id, shipName]));
    // the first row by hand: stint 3,999 (the latest day, 2001-01-01 + 1,999, and the larger id), a cadet
    expect(read[0]).toEqual(['Cadet', new Date('2006-06-23T00:00:00Z'), 3999, shipName]);
  });

  it('heads the columns in the caller language', async () => {
    const { sheet } = await downloadSheet(t, 'BoatWork', { userId: seafarer, onboatDate: ['2001-01-02', '2001-01-02'] }, token, 'zh');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['船员', '船东', '船舶', '职务']);
    expect(sheet.rowCount).toBe(4); // 2001-01-02: stints 1, 2001 and 4001
    expect(sheet.getRow(2).getCell(4).value).toBe((await dictLabels(ds.manager, 'duty', 'zh')).get('2'));
  });

  it('writes an extension\'s fields as the row\'s own', async () => {
    const user = await newUser(t, { perms: [] });
    const saved = await t.call('sysUser', 'update', { id: user.id, vacationDays: 12, contractExpiry: '2030-01-31' }, token);
    expect(saved.status).toBe(200);
    const { sheet } = await downloadSheet(t, 'sysUser', { username: user.username }, token, 'en');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(2);
    expect(row[headers.indexOf('Annual leave days')]).toBe(12);
    expect(row[headers.indexOf('Contract expiry')]).toEqual(sheetDate('2030-01-31'));
  });

  it('streams: the first bytes leave before the last batch is read', async () => {
    const reads: number[] = [];
    const original = PostgresQueryRunner.prototype.query;
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (this: PostgresQueryRunner, ...args: Parameters<PostgresQueryRunner['query']>) {
      if (/FROM "boat_work"/.test(args[0]) && /export_key/.test(args[0])) reads.push(performance.now());
      return original.apply(this, args);
    });
    let first = 0;
    let bytes: Buffer;
    let headers: Record<string, string>;
    try {
      const res = await t.http
        .post('/BoatWork/api/export')
        .set('Authorization', `Bearer ${token}`)
        .send({ userId: seafarer })
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => {
            first ||= performance.now();
            chunks.push(c);
          });
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      bytes = res.body as Buffer;
      headers = res.headers;
    } finally {
      spy.mockRestore();
    }
    // two full batches of 2,000 and the short one that ends them
    expect(reads).toHaveLength(3);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(reads[reads.length - 1]);
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as never);
    expect(wb.worksheets[0].rowCount).toBe(STINTS + 1);
  });
});
