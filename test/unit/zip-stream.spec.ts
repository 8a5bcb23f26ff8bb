import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import { ZipStream } from '../../server/src/core/files/zip-stream';

// What any zip reader checks, read here by the book (APPNOTE 4.3): the end record points at the central
// directory, each of its headers at a local header, and each entry inflates to its recorded size and
// checksum, which the data descriptor after the data repeats. ExcelJS's reader checks none of the sums.
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(zip.length - 22);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  expect(at + zip.readUInt32LE(end + 12)).toBe(end);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [crc, compressed, size] = [zip.readUInt32LE(at + 16), zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 24)];
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.readUInt16LE(local + 6) & 0x0808).toBe(0x0808); // UTF-8 names, sizes after the data
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed));
    expect([data.length, crc32(data)]).toEqual([size, crc]);
    const descriptor = start + compressed;
    expect([zip.readUInt32LE(descriptor), zip.readUInt32LE(descriptor + 4), zip.readUInt32LE(descriptor + 8), zip.readUInt32LE(descriptor + 12)]).toEqual([0x08074b50, crc, compressed, size]);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}

describe('ZipStream', () => {
  it('writes entries any zip reader opens, sums and sizes checked', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const zip = new ZipStream(out);
    const big = Array.from({ length: 20_000 }, (_, i) => `<row r="${i}">船员 ${i}</row>`);
    await zip.file('a.xml', (put) => put('<a/>'));
    await zip.file('目录/b.xml', async (put) => {
      for (let i = 0; i < big.length; i += 1000) await put(big.slice(i, i + 1000).join(''));
    });
    await zip.file('empty', async () => undefined);
    await zip.end();
    const files = readZip(Buffer.concat(chunks));
    expect([...files.keys()]).toEqual(['a.xml', '目录/b.xml', 'empty']);
    expect(files.get('a.xml')!.toString()).toBe('<a/>');
    expect(files.get('目录/b.xml')!.toString()).toBe(big.join(''));
    expect(files.get('empty')!.length).toBe(0);
  });

  it('waits while nobody reads, and stops when the reader has gone', async () => {
    const out = new PassThrough();
    const zip = new ZipStream(out);
    const noise = randomBytes(60_000).toString('base64'); // 80,000 characters deflate cannot shrink
    let puts = 0;
    const writing = zip.file('a', async (put) => {
      for (let i = 0; i < 1000 && !zip.closed; i++, puts++) await put(noise);
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(puts).toBeLessThan(5); // deflate's and the stream's buffers: some 100 kB, not 80 MB
    out.destroy();
    await writing;
    await zip.end();
    expect(puts).toBeLessThan(5);
  });
});
