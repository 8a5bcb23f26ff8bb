import { StreamableFile } from '@nestjs/common';
import { PassThrough } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { localTimeZone } from '../config/local-date';
import { collectEvery } from '../runtime/collect-garbage';
import { dictLabels } from '../dictionary/dictionary';
import type { Lang } from '../errors/error-code';
import type { FieldDecl, Label } from '../resource/resource.types';
import type { Row } from '../resource/row';
import { columnCells, textCell } from './xlsx-cells';
import { columnName, SHEET_END, SHEET_PATH, sheetName, sheetStart, WORKBOOK_PARTS } from './xlsx-parts';
import { ZipStream } from './zip-stream';

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

// Streams rows as one xlsx sheet, a batch at a time, so 100,000 rows never sit in memory at once: each
// batch becomes the sheet's XML as one piece of text, deflated (level 1) into a zip written front to
// back (xlsx-parts, zip-stream). Written here rather than by ExcelJS, whose streaming writer built an
// object per row and per cell and spent most of an export of 100,000 seafarers on them and their garbage.
// Headers and dictionary values are written in the caller's language.
export async function streamXlsx(x: XlsxExport): Promise<StreamableFile> {
  const dicts = new Map<string, Map<string, string>>();
  for (const [, f] of x.columns) if (f.type === 'dict' && f.dict && !dicts.has(f.dict)) dicts.set(f.dict, await dictLabels(x.manager, f.dict, x.lang));
  const names = x.columns.map(([name]) => name);
  const cells = columnCells(
    x.columns.map(([, f]) => f),
    x.lang,
    dicts,
    localTimeZone(),
  );
  const letters = names.map((_, i) => columnName(i));
  const headers = x.columns.map(([, f]) => f.label[x.lang]);
  const headerXml = `<row r="1">${headers.map((h, i) => `<c r="${letters[i]}1"${textCell(h)}</c>`).join('')}</row>`;
  let rowNumber = 1;
  const rowsXml = (rows: Row[]) => {
    let xml = '';
    for (const row of rows) {
      const r = ++rowNumber;
      xml += `<row r="${r}">`;
      for (let i = 0; i < names.length; i++) {
        const v = row[names[i]];
        if (v == null || v === '') continue;
        const cell = cells[i](v);
        if (cell) xml += `<c r="${letters[i]}${r}"${cell}</c>`;
      }
      xml += '</row>';
    }
    return xml;
  };

  // The first batch is read before the answer starts: a query the database refuses (or times out on)
  // is answered as an error envelope, not as a 200 whose file stops half-way.
  const batches = x.batches()[Symbol.asyncIterator]();
  const first = await batches.next();
  const out = new PassThrough();
  const zip = new ZipStream(out);
  // Each batch waits for room: the one after the next is read only once the reader has taken enough of
  // the file (deflate's and the answer's buffers hold a batch or two), so a slow download holds a few
  // batches in memory, not the sheet. A reader who goes away ends the reading.
  // a full collection every 20,000 rows: without, the export of 100,000 seafarers left the process
  // some 70 MB larger (batches live across a database round trip and so reach the old generation);
  // every 5,000 rows cost a second of collecting for little less memory
  const collect = collectEvery(20_000);
  const pump = async () => {
    for (const [name, xml] of WORKBOOK_PARTS(sheetName(x.label[x.lang]))) await zip.file(name, (put) => put(xml));
    await zip.file(SHEET_PATH, async (put) => {
      await put(sheetStart(headers.map((h) => Math.max(12, h.length * 2))) + headerXml);
      for (let next = first; !next.done; ) {
        // the next batch is read while this one is written: the database and this thread work at once
        const ahead = batches.next();
        ahead.catch(() => undefined); // awaited below, unless the reader has gone by then
        await put(rowsXml(next.value));
        collect(next.value.length);
        if (zip.closed) return void (await batches.return?.());
        next = await ahead;
      }
      await put(SHEET_END);
    });
    await zip.end();
  };
  pump().catch((e) => out.destroy(e));
  return new StreamableFile(out, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    disposition: `attachment; filename="${x.name}-${new Date().toISOString().slice(0, 10)}.xlsx"`,
  });
}
