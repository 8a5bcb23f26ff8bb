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
});
