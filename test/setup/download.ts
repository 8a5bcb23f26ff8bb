import ExcelJS from 'exceljs';
import type { TestApp } from './test-app';

// POSTs an operation that answers a file and collects its bytes.
export async function downloadFile(t: TestApp, entity: string, op: string, body: object, token: string, lang = 'en') {
  const res = await t.http
    .post(`/${entity}/api/${op}`)
    .set('Authorization', `Bearer ${token}`)
    .set('Accept-Language', lang)
    .send(body)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  return { status: res.status, headers: res.headers, body: res.body as Buffer };
}

// The first sheet of an exported list.
export async function downloadSheet(t: TestApp, entity: string, body: object, token: string, lang = 'en') {
  const res = await downloadFile(t, entity, 'export', body, token, lang);
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${res.body.toString()}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.body as never);
  return { sheet: wb.worksheets[0], headers: res.headers };
}

// A calendar date ('YYYY-MM-DD') as an exported sheet holds it, read back: a date cell, which ExcelJS
// reads as that day's midnight UTC.
export const sheetDate = (day: string) => new Date(`${day}T00:00:00Z`);
