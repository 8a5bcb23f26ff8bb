import type { EntityManager } from 'typeorm';

// the uploaded spreadsheet (xlsx) of a print template, by its code; null when none is uploaded
export async function spreadsheetTemplate(m: EntityManager, code: string): Promise<Buffer | null> {
  const [tpl] = await m.query(
    `SELECT f.data FROM sys_template t JOIN sys_file f ON f.id = t.file_id WHERE t.code = $1 AND f.mime_type LIKE '%spreadsheetml%' LIMIT 1`,
    [code],
  );
  return tpl?.data ?? null;
}
