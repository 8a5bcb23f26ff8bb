import { Injectable, StreamableFile } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { In } from 'typeorm';
import { dictLabels } from '../../../core/dictionary/dictionary';
import { contentDisposition } from '../../../core/files/file.service';
import type { OpContext } from '../../../core/resource/op-context';
import { CrudService } from '../../../core/resource/crud.service';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { spreadsheetTemplate } from '../../system/system.api';
import { defaultResumeTemplate } from './default-resume-template';
import type { Row } from '../../../core/resource/row';
import type { BoatUserInfo } from '../entities/boat-user-info.entity';

// The template's placeholders: {{name}} takes a field of the seafarer; a row holding {{work.x}},
// {{cert.x}} or {{family.x}} is repeated for each stint, current certificate or family member.
// A template uploaded on templateManage with the code crewResume replaces the built-in one, so the
// office can give the résumé its own layout without a release.
export const RESUME_TEMPLATE_CODE = 'crewResume';
const LISTS: Record<string, { resource: string; where?: Row; order: Record<string, 'ASC' | 'DESC'> }> = {
  work: { resource: 'BoatWork', order: { onboatDate: 'DESC', id: 'DESC' } },
  cert: { resource: 'boatUserCredential', where: { credentialStatus: In(['1', '2']) }, order: { validDate: 'ASC' } },
  family: { resource: 'BoatFamily', order: { firstRelationman: 'DESC', id: 'ASC' } },
};
const PLACEHOLDER = /\{\{\s*(?:(\w+)\.)?(\w+)\s*\}\}/g;

@Injectable()
export class ResumeExport {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
  ) {}

  async render(ctx: OpContext, crew: BoatUserInfo): Promise<StreamableFile> {
    const book = new ExcelJS.Workbook();
    const tpl = await spreadsheetTemplate(ctx.manager, RESUME_TEMPLATE_CODE);
    if (tpl) await book.xlsx.load(tpl as unknown as ExcelJS.Buffer); // Node's Buffer, typed by exceljs as its own
    else defaultResumeTemplate(book, ctx.lang);

    const fmt = await this.formatter(ctx);
    // references by name (a shipowner, a ship), as in every export
    const named = (resource: string, rows: Row[]) => this.crud.nameRefs(ctx, Object.entries(this.registry.resource(resource)!.fields), rows.map((r) => ({ ...r })));
    const [seafarer] = await named('BoatUserInfo', [crew]);
    const lists: Record<string, Row[]> = {};
    for (const [key, l] of Object.entries(LISTS)) {
      lists[key] = await named(l.resource, (await ctx.manager.find(this.registry.resource(l.resource)!.entity!, { where: { ...l.where, userId: crew.id }, order: l.order })) as Row[]);
    }

    for (const sheet of book.worksheets) {
      // repeated rows first, bottom-up, so inserting rows does not move the ones still to do
      for (let r = sheet.rowCount; r >= 1; r--) {
        const row = sheet.getRow(r);
        const list = listOf(row);
        if (!list) continue;
        const items = lists[list] ?? [];
        const template = (row.values as unknown[]).slice();
        const decls = this.registry.resource(LISTS[list].resource)!.fields;
        const filled = items.map((item) => template.map((v) => (typeof v === 'string' ? fill(v, (scope, f) => (scope === list ? fmt(decls[f], item[f]) : '')) : v)));
        sheet.spliceRows(r, 1, ...(filled.length ? filled : [[]]));
      }
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (typeof cell.value === 'string') cell.value = fill(cell.value, (scope, f) => (scope ? '' : fmt(this.registry.resource('BoatUserInfo')!.fields[f], seafarer[f])));
        }),
      );
    }
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    return new StreamableFile(buffer, {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: contentDisposition(`${crew.name}-${ctx.lang === 'en' ? 'resume' : '履历表'}.xlsx`),
      length: buffer.length,
    });
  }

  // values as a reader wants them: dictionary labels in the caller's language (references are named already)
  private async formatter(ctx: OpContext) {
    const dicts = new Map<string, Map<string, string>>();
    const load = async (mark: string) => dicts.set(mark, await dictLabels(ctx.manager, mark, ctx.lang));
    for (const name of ['BoatUserInfo', ...Object.values(LISTS).map((l) => l.resource)]) {
      for (const f of Object.values(this.registry.resource(name)!.fields)) if (f.type === 'dict' && f.dict && !dicts.has(f.dict)) await load(f.dict);
    }
    return (f: FieldDecl | undefined, v: unknown): string => {
      if (v == null || !f) return v == null ? '' : String(v);
      if (f.type === 'dict' && f.dict) return dicts.get(f.dict)?.get(String(v)) ?? String(v);
      if (f.type === 'file') return '';
      if (v instanceof Date) return v.toISOString().slice(0, 10);
      return String(v);
    };
  }
}

function listOf(row: ExcelJS.Row): string | null {
  for (const v of row.values as unknown[]) {
    if (typeof v !== 'string') continue;
    for (const m of v.matchAll(PLACEHOLDER)) if (m[1] && LISTS[m[1]]) return m[1];
  }
  return null;
}

function fill(text: string, value: (scope: string | undefined, field: string) => string): string {
  return text.replace(PLACEHOLDER, (_, scope: string | undefined, field: string) => value(scope, field));
}
