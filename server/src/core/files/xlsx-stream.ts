import { StreamableFile } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { Transform, TransformCallback } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { collectEvery } from '../runtime/collect-garbage';
import { dictLabels } from '../dictionary/dictionary';
import type { Lang } from '../errors/error-code';
import type { FieldDecl, Label } from '../resource/resource.types';
import type { Row } from '../resource/row';

export type XlsxColumn = [name: string, decl: FieldDecl];

export interface XlsxExport {
  name: string; // the file is <name>-<date>.xlsx
  label: Label; // the sheet's name
  columns: XlsxColumn[];
  lang: Lang;
  manager: EntityManager; // reads the labels of dictionary columns
  // the rows, one batch at a time, as the API answers them
  batches: () => AsyncIterable<Row[]>;
}

// The columns an export writes: those a list shows, never secrets or raw json.
export function exportColumns(fields: Record<string, FieldDecl>): XlsxColumn[] {
  return Object.entries(fields).filter(([, f]) => !f.secret && f.type !== 'password' && f.type !== 'json' && f.inList !== false);
}

// The file as it leaves for the reader, counting what the sheet's writer has passed on so far. ExcelJS
// and its zip take every write without pushing back, so a batch's bytes reaching this stream is the
// only sign that the batch has left them.
class FileOut extends Transform {
  passed = 0;
  _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.passed += chunk.length;
    this.emit('passed');
    done(null, chunk);
  }
}

// Streams rows as one xlsx sheet, a batch at a time, so 100,000 rows never sit in memory at once.
// Headers and dictionary values are written in the caller's language.
export async function streamXlsx(x: XlsxExport): Promise<StreamableFile> {
  const dicts = new Map<string, Map<string, string>>();
  for (const [, f] of x.columns) if (f.type === 'dict' && f.dict && !dicts.has(f.dict)) dicts.set(f.dict, await dictLabels(x.manager, f.dict, x.lang));

  const out = new FileOut();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(x.label[x.lang].slice(0, 31));
  sheet.columns = x.columns.map(([name, f]) => ({ header: f.label[x.lang], key: name, width: Math.max(12, f.label[x.lang].length * 2) }));
  const render = (f: FieldDecl, v: unknown) => {
    if (v == null) return '';
    if (f.type === 'dict' && f.dict) return dicts.get(f.dict)?.get(String(v)) ?? String(v);
    if (f.type === 'boolean') return v ? (x.lang === 'en' ? 'Yes' : '是') : x.lang === 'en' ? 'No' : '否';
    if (Array.isArray(v)) return v.join(',');
    return v as string | number | Date;
  };
  // The first batch is read before the answer starts: a query the database refuses (or times out on)
  // is answered as an error envelope, not as a 200 whose file stops half-way.
  const batches = x.batches()[Symbol.asyncIterator]();
  const first = await batches.next();
  const write = (rows: Row[]) => {
    for (const row of rows) sheet.addRow(Object.fromEntries(x.columns.map(([name, f]) => [name, render(f, row[name])]))).commit();
  };
  // The next batch is read only once the last one has reached this stream and the reader has room for
  // more: a slow download holds a few batches in memory (5 of 500 rows, measured), not the sheet. A
  // reader who goes away ends the reading.
  const until = (event: string, ready: () => boolean, ms?: number) =>
    new Promise<void>((resolve) => {
      if (ready() || out.destroyed) return resolve();
      const timer = ms ? setTimeout(() => done(), ms) : undefined;
      const done = () => {
        clearTimeout(timer);
        out.off(event, check).off('close', done);
        resolve();
      };
      const check = () => ready() && done();
      out.on(event, check).on('close', done);
    });
  const drained = async (passedBefore: number) => {
    // a small batch may stay in the zip's buffers: it is let through after a moment
    await until('passed', () => out.passed > passedBefore, 200);
    await until('drain', () => !out.writableNeedDrain);
  };
  const collect = collectEvery(5_000);
  const pump = async () => {
    for (let next = first; !next.done; next = await batches.next()) {
      const passed = out.passed;
      write(next.value);
      collect(next.value.length);
      await drained(passed);
      if (out.destroyed) return void (await batches.return?.());
    }
    sheet.commit();
    await workbook.commit();
  };
  pump().catch((e) => out.destroy(e));
  return new StreamableFile(out, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    disposition: `attachment; filename="${x.name}-${new Date().toISOString().slice(0, 10)}.xlsx"`,
  });
}
