import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { applyDataScope } from '../../../core/access/data-scope';
import { APP_CONFIG, AppConfig } from '../../../core/config/app-config';
import { dictLabels } from '../../../core/dictionary/dictionary';
import { exportColumns, streamXlsx } from '../../../core/files/xlsx-stream';
import { checkValue, fieldError, validationError } from '../../../core/resource/field-validator';
import { groupedRows } from '../../../core/resource/keyset';
import { applyFilters, readPaging } from '../../../core/resource/list-query';
import type { ListResult, OpContext } from '../../../core/resource/op-context';
import type { Label } from '../../../core/resource/resource.types';
import { ApprovalResult, BusinessStatus } from '../../../workflow/flow-entity';
import { DATE_RANGE, FlowReportDef, PERIOD } from './flow-report';
import type { Row } from '../../../core/resource/row';

const EXPORT_BATCH = 2000;

// date_trunc unit and label format of each period
const PERIODS = {
  month: { unit: 'month', format: 'YYYY-MM' },
  quarter: { unit: 'quarter', format: 'YYYY-"Q"Q' },
} as const;
// the API's names, and the reportPeriod dictionary values (1 month, 2 quarter) the search form sends
const PERIOD_NAMES: Record<string, keyof typeof PERIODS> = { month: 'month', quarter: 'quarter', '1': 'month', '2': 'quarter' };

interface Grouping {
  qb: SelectQueryBuilder<ObjectLiteral>; // the approved requests the caller may see, filtered
  label: string; // SQL of a request's period label
}

// Turns a FlowReportDef into SQL: approved requests within the caller's department rights, grouped by
// period (date_trunc in the company's time zone) and department, paged or streamed as xlsx.
@Injectable()
export class FlowReportService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async page(def: FlowReportDef, ctx: OpContext): Promise<ListResult<Row>> {
    const { pageNum, pageSize } = readPaging(ctx.body);
    const g = this.filtered(def, ctx);
    const grouped = this.grouped(def, g);
    const [sql, params] = grouped.getQueryAndParameters();
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
    const offset = (pageNum - 1) * pageSize;
    const rows = await grouped.offset(offset).limit(pageSize).getRawMany<Row>();
    return { list: await this.present(def, ctx, g, rows, offset), total: n };
  }

  async export(def: FlowReportDef, ctx: OpContext): Promise<StreamableFile> {
    const g = this.filtered(def, ctx);
    const grouped = this.grouped(def, g);
    const present = (rows: Row[], offset: number) => this.present(def, ctx, g, rows, offset);
    const deptNames = (rows: Row[]) => this.deptNames(ctx, rows);
    return streamXlsx({
      name: def.name,
      label: def.label,
      columns: exportColumns(ctx.resource.fields),
      lang: ctx.lang,
      manager: ctx.manager,
      batches: async function* () {
        let offset = 0;
        for await (const rows of groupedRows(ctx.manager, grouped, EXPORT_BATCH)) {
          const names = await deptNames(rows);
          yield (await present(rows, offset)).map((r) => ({ ...r, deptId: r.deptId == null ? null : (names.get(r.deptId) ?? r.deptId) }));
          offset += rows.length;
        }
      },
    });
  }

  private filtered(def: FlowReportDef, ctx: OpContext): Grouping {
    const body: Row = { ...ctx.body, ...(ctx.body.filters ?? {}) };
    const period = PERIODS[readPeriod(body[PERIOD], ctx.resource.fields[PERIOD].label)];
    const [from, to] = this.readRange(body[DATE_RANGE], ctx.resource.fields[DATE_RANGE].label);
    const col = ctx.manager.connection.getMetadata(def.entity).findColumnWithPropertyName(def.date);
    if (!col) throw new Error(`${def.name}: ${def.date} is not a column`);
    const zoned = col.type === 'timestamptz' || col.type === 'timestamp with time zone';
    const d = `t.${def.date}`;
    // the wall-clock time in the company's zone, so a request at 01:00 on the 1st in Shanghai counts in
    // that month whatever the session's zone
    const local = zoned ? `(${d} AT TIME ZONE :rpTz)` : `CAST(${d} AS timestamp)`;

    const qb = ctx.manager
      .createQueryBuilder(def.entity, 't')
      .where('t.status = :rpFinished', { rpFinished: BusinessStatus.Finished })
      .andWhere('t.result = :rpAgree', { rpAgree: ApprovalResult.Agree })
      .setParameters({ rpTz: this.config.timeZone, rpUnit: period.unit, rpFormat: period.format });
    applyDataScope(qb, ctx.resource, ctx.user);
    // the declared filters on columns of the entity (department, leave type, ...)
    const columnFilters = Object.fromEntries(Object.entries(ctx.resource.fields).filter(([name, f]) => f.filter && name !== PERIOD && name !== DATE_RANGE));
    applyFilters(qb, { ...ctx.resource, fields: columnFilters, keyword: undefined }, body);
    if (from) qb.andWhere(zoned ? `${d} >= (CAST(:rpFrom AS timestamp) AT TIME ZONE :rpTz)` : `${d} >= CAST(:rpFrom AS date)`, { rpFrom: from });
    if (to) qb.andWhere(zoned ? `${d} < ((CAST(:rpTo AS timestamp) + interval '1 day') AT TIME ZONE :rpTz)` : `${d} <= CAST(:rpTo AS date)`, { rpTo: to });
    return { qb, label: `to_char(date_trunc(:rpUnit, ${local}), :rpFormat)` };
  }

  // One row per period and department, sorted by period then department.
  private grouped(def: FlowReportDef, g: Grouping): SelectQueryBuilder<ObjectLiteral> {
    const qb = g.qb
      .clone()
      .select(g.label, 'periodLabel')
      .addSelect('t.deptId', 'deptId')
      .addSelect('count(*)::int', 'requests')
      .addSelect('count(DISTINCT t.starterId)::int', 'people');
    for (const [name, m] of Object.entries(def.measures)) qb.addSelect(`COALESCE(sum(t.${m.property}), 0)`, name);
    // by output name: TypeORM moves column selections before expressions, so positions are unreliable
    return qb.groupBy('"periodLabel"').addGroupBy('"deptId"').orderBy('periodLabel', 'ASC').addOrderBy('deptId', 'ASC', 'NULLS LAST');
  }

  // Rows as answered: numbers as numbers, a key for the table, the split measure as text.
  private async present(def: FlowReportDef, ctx: OpContext, g: Grouping, rows: Row[], offset: number): Promise<Row[]> {
    const out = rows.map((r, i) => {
      const row: Row = { id: offset + i + 1, periodLabel: r.periodLabel, deptId: r.deptId, requests: r.requests, people: r.people };
      for (const name of Object.keys(def.measures)) row[name] = Number(r[name]);
      return row;
    });
    if (def.split && out.length) await this.addSplit(def, def.split, ctx, g, out);
    return out;
  }

  private async addSplit(def: FlowReportDef, split: NonNullable<FlowReportDef['split']>, ctx: OpContext, g: Grouping, rows: Row[]) {
    const m = def.measures[split.measure];
    const parts: Row[] = await g.qb
      .clone()
      .select(g.label, 'periodLabel')
      .addSelect('t.deptId', 'deptId')
      .addSelect(`t.${split.by}`, 'value')
      .addSelect(`COALESCE(sum(t.${m.property}), 0)`, 'total')
      .andWhere(`${g.label} IN (:...rpLabels)`, { rpLabels: [...new Set(rows.map((r) => r.periodLabel))] })
      .groupBy('"periodLabel"')
      .addGroupBy('"deptId"')
      .addGroupBy('"value"')
      .getRawMany();
    const labels = await dictLabels(ctx.manager, split.dict, ctx.lang);
    const order = [...labels.keys()];
    const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
    const key = (r: Row) => `${r.periodLabel}|${r.deptId}`;
    const byRow = new Map<string, Row[]>();
    for (const p of parts) byRow.set(key(p), [...(byRow.get(key(p)) ?? []), p]);
    for (const row of rows) {
      const mine = (byRow.get(key(row)) ?? []).filter((p) => Number(p.total) !== 0).sort((a, b) => rank(a.value) - rank(b.value) || String(a.value).localeCompare(String(b.value)));
      row[split.name] = mine.map((p) => `${labels.get(p.value) ?? p.value ?? '-'} ${Number(p.total)}`).join(ctx.lang === 'en' ? ', ' : '，');
    }
  }

  private async deptNames(ctx: OpContext, rows: Row[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((r) => r.deptId).filter((id) => id != null))];
    if (!ids.length) return new Map();
    const found: Row[] = await ctx.manager.query('SELECT id, name, en_name AS "enName" FROM sys_dept WHERE id = ANY($1)', [ids]);
    return new Map(found.map((d) => [d.id, ctx.lang === 'en' && d.enName ? d.enName : d.name]));
  }

  // [from, to] as YYYY-MM-DD, either end open; nothing sent: the current year in the company's zone.
  private readRange(v: unknown, label: Label): [string | null, string | null] {
    const empty = (x: unknown) => x === undefined || x === null || x === '';
    if (empty(v) || (Array.isArray(v) && v.every(empty))) {
      const year = new Intl.DateTimeFormat('en', { timeZone: this.config.timeZone, year: 'numeric' }).format(new Date());
      return [`${year}-01-01`, `${year}-12-31`];
    }
    const decl = { type: 'date' as const, label };
    if (!Array.isArray(v) || v.length !== 2) throw validationError([fieldError(DATE_RANGE, decl, 'format')]);
    return v.map((x) => {
      if (empty(x)) return null;
      const r = checkValue(decl, x);
      if (r.reason) throw validationError([fieldError(DATE_RANGE, decl, r.reason)]);
      return r.value as string;
    }) as [string | null, string | null];
  }
}

function readPeriod(v: unknown, label: Label): keyof typeof PERIODS {
  if (v === undefined || v === null || v === '') return 'month';
  // own properties only: "constructor" is not a period
  const name = (typeof v === 'string' || typeof v === 'number') && Object.hasOwn(PERIOD_NAMES, String(v)) ? PERIOD_NAMES[String(v)] : undefined;
  if (!name) throw validationError([fieldError(PERIOD, { type: 'enum', label, options: Object.keys(PERIOD_NAMES) }, 'enum')]);
  return name;
}
