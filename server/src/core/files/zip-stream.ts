import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

// A zip written front to back onto a stream, for files made while they download (an xlsx export). Each
// entry's sizes and checksum follow its data (a data descriptor, general purpose flag bit 3), so nothing
// is held back to fill in a header; the central directory comes last. Deflate runs on zlib's thread
// pool, beside the thread that makes the next rows. No zip64: an entry or the whole file stays under
// 4 GB, which is more than a sheet's 1,048,576 rows of list columns come to; past it the stream fails
// rather than write a file no reader opens.

const LIMIT = 0xffffffff;
const UTF8_AND_DESCRIPTOR = 0x0808; // names in UTF-8 (bit 11), sizes after the data (bit 3)
const DEFLATE = 8;
const VERSION = 20; // 2.0: deflate

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

// Resolves when `stream` takes writes again, or when it is gone (a reader who left): the writer then
// looks at `destroyed` and stops.
export function room(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}

export class ZipStream {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly time: number;
  private readonly date: number;

  // `level`: deflate's, 1 (fastest) to 9; an export's XML shrinks some 6 times at 1 and little more above
  constructor(
    private readonly out: Writable,
    private readonly level = 1,
    now = new Date(),
  ) {
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
    this.date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  get closed(): boolean {
    return this.out.destroyed;
  }

  private async push(bytes: Buffer) {
    this.offset += bytes.length;
    if (this.offset > LIMIT) throw new Error('zip: the file passed 4 GB');
    if (!this.out.write(bytes)) await room(this.out);
  }

  // One entry, its text given by `fill` a piece at a time through `put`, which waits while the reader
  // is behind.
  async file(name: string, fill: (put: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), offset: this.offset, crc: 0, size: 0, compressed: 0 };
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(VERSION, 4);
    head.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
    head.writeUInt16LE(DEFLATE, 8);
    head.writeUInt16LE(this.time, 10);
    head.writeUInt16LE(this.date, 12);
    // checksum and sizes (14..25) stay 0: the data descriptor carries them
    head.writeUInt16LE(entry.name.length, 26);
    await this.push(Buffer.concat([head, entry.name]));

    // 64 KB pieces rather than zlib's 16 KB: a quarter of the writes to the answer's socket
    const deflate = createDeflateRaw({ level: this.level, chunkSize: 64 * 1024 });
    // the compressed bytes go on as deflate makes them, no faster than the reader takes them
    const pumped = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        entry.compressed += chunk.length;
        await this.push(chunk);
        if (this.closed) break;
      }
    })();
    // a failing pump (the file passed 4 GB) must not wait for `fill` to notice
    pumped.catch(() => deflate.destroy());
    const put = async (text: string) => {
      if (this.closed || deflate.destroyed) return;
      const bytes = Buffer.from(text, 'utf8');
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      if (entry.size > LIMIT) throw new Error('zip: an entry passed 4 GB');
      if (!deflate.write(bytes)) await room(deflate);
    };
    try {
      await fill(put);
    } finally {
      deflate.end();
    }
    await pumped;
    if (this.closed) return;
    const tail = Buffer.alloc(16);
    tail.writeUInt32LE(0x08074b50, 0);
    tail.writeUInt32LE(entry.crc, 4);
    tail.writeUInt32LE(entry.compressed, 8);
    tail.writeUInt32LE(entry.size, 12);
    await this.push(tail);
    this.entries.push(entry);
  }

  // The central directory, then the end of the stream.
  async end(): Promise<void> {
    if (this.closed) return;
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(VERSION, 4); // made by: MS-DOS attributes, version 2.0
      h.writeUInt16LE(VERSION, 6);
      h.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(this.time, 12);
      h.writeUInt16LE(this.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, attributes: 0
      h.writeUInt32LE(e.offset, 42);
      await this.push(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.push(end);
    this.out.end();
  }
}
