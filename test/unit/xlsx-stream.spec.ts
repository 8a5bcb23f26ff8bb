import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { streamXlsx } from '../../server/src/core/files/xlsx-stream';

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
