import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { streamXlsx, XlsxExport } from '../../server/src/core/files/xlsx-stream';

// An export answers 200 and a file only once its first rows are read: a query the database refuses
// becomes an error answer, not a file that stops half-way (issue 9 §2).
describe('streamXlsx', () => {
  const base = { name: 'x', label: { zh: '表', en: 'Sheet' }, columns: [['name', { type: 'string' as const, label: { zh: '名称', en: 'Name' } }]] as never, lang: 'en' as const, manager: {} as EntityManager };

  it('fails before answering when the first batch fails', async () => {
    const failing = {
      ...base,
      batches: async function* () {
        throw new Error('canceling statement due to statement timeout');
        yield [];
      },
    };
    await expect(streamXlsx(failing)).rejects.toThrow('statement timeout');
  });

  it('streams every batch when the first one is read', async () => {
    let read = 0;
    const file = await streamXlsx({
      ...base,
      batches: async function* () {
        for (let i = 0; i < 3; i++) {
          read++;
          yield [{ name: `row ${i}` }];
        }
      },
    });
    const chunks: Buffer[] = [];
    for await (const c of file.getStream()) chunks.push(c as Buffer);
    expect(read).toBe(3);
    expect(Buffer.concat(chunks).subarray(0, 2).toString()).toBe('PK');
  });

  async function readBack(x: Omit<XlsxExport, 'manager' | 'name'>) {
    const file = await streamXlsx({ ...x, name: 'x', manager: {} as EntityManager });
    const chunks: Buffer[] = [];
    for await (const c of file.getStream()) chunks.push(c as Buffer);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as never);
    const sheet = wb.worksheets[0];
    return { name: sheet.name, rows: Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1)) };
  }

  it('writes text, numbers, yes and no, dates and times as a reader reads them back', async () => {
    const f = (type: string) => ({ type, label: { zh: type, en: type } });
    const columns = [['s', f('string')], ['n', f('number')], ['b', f('boolean')], ['d', f('date')], ['t', f('datetime')]] as never;
    const long = '长'.repeat(40_000);
    const { name, rows } = await readBack({
      label: { zh: '船员[名单]: 1/2', en: 'x' },
      columns,
      lang: 'zh',
      batches: async function* () {
        yield [
          // markup, a control character XML cannot hold, an emoji, a lone surrogate; spaces kept
          { s: ' a & <b> "c"\u0001 😀\ud800 ', n: 3.25, b: true, d: '2024-02-29', t: new Date('2024-03-05T16:30:00Z') },
          { s: long, n: 0, b: false, d: new Date(2024, 0, 31), t: '2024-07-01T00:00:00Z' },
          // empty values leave the cell empty; a day before 1900 and NaN cannot be Excel numbers
          { s: null, n: Number.NaN, b: null, d: '1899-12-31', t: null },
        ];
      },
    });
    expect(name).toBe('船员 名单   1 2'); // none of []:/ (Excel refuses such a name)
    expect(rows[0]).toEqual(['string', 'number', 'boolean', 'date', 'datetime']);
    // a time as the company's wall clock shows it (Asia/Shanghai, UTC+8)
    expect(rows[1]).toEqual([' a & <b> "c" 😀 ', 3.25, '是', new Date('2024-02-29T00:00:00Z'), new Date('2024-03-06T00:30:00Z')]);
    expect(rows[2]).toEqual(['长'.repeat(32_767), 0, '否', new Date('2024-01-31T00:00:00Z'), new Date('2024-07-01T08:00:00Z')]);
    expect(rows[3]).toEqual([undefined, undefined, undefined, '1899-12-31']);
  });

  // rows that do not compress, so a few batches fill every buffer between the sheet and the reader
  const noise = (n: number) => Array.from({ length: n }, () => ({ name: randomBytes(96).toString('base64') }));
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('reads the next batch only as the reader takes the file', async () => {
    let read = 0;
    const file = await streamXlsx({
      ...base,
      batches: async function* () {
        for (let i = 0; i < 100; i++) {
          read++;
          yield noise(500);
        }
      },
    });
    const stream = file.getStream();
    await sleep(300); // nobody reads
    const ahead = read;
    expect(ahead).toBeLessThan(10);
    let bytes = 0;
    for await (const c of stream) bytes += (c as Buffer).length;
    expect(read).toBe(100);
    expect(bytes).toBeGreaterThan(100 * 500 * 100);
    // zipping 50,000 rows of noise takes seconds on a busy machine: room, not a speed limit
  }, 60_000);

  it('stops reading when the reader goes away', async () => {
    let read = 0;
    let closed = false;
    const file = await streamXlsx({
      ...base,
      batches: async function* () {
        try {
          for (let i = 0; i < 100; i++) {
            read++;
            yield noise(500);
          }
        } finally {
          closed = true;
        }
      },
    });
    const stream = file.getStream();
    await sleep(100);
    stream.destroy();
    await sleep(300);
    expect(closed).toBe(true);
    expect(read).toBeLessThan(10);
  });
});
