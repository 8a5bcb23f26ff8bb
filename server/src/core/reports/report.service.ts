import { Injectable, StreamableFile } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { applyDataScope } from '../access/data-scope';
import { FieldError } from '../errors/app.exception';
import { exportColumns, streamXlsx } from '../files/xlsx-stream';
import { CrudService } from '../resource/crud.service';
import { fieldError, validationError } from '../resource/field-validator';
import { groupedRows } from '../resource/keyset';
import { checkFilter, emptyFilter } from '../resource/list-query';
import type { ListResult, OpContext } from '../resource/op-context';
import { listBody } from '../resource/operation-body';
import { ResourceRegistry } from '../resource/resource-registry';
import type { Row } from '../resource/row';
import type { Report, ReportColumn } from './define-report';
import { EXPORT_BATCH, pageGrouped } from './report-rows';
import { bodyValues, DATE_RANGE, periodLabelSql, rangeSql, readPeriod, readRange } from './report-period';

// Serves declared reports: getList (a page of the grouped rows and their count, in one statement) and
// export (the grouped rows as xlsx, read by group key), under the report's right and its export right.
// The SQL is one readable statement: the source, its scope and conditions, GROUP BY the period and the
// dimensions, ORDER BY the same.
@Injectable()
export class ReportService {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
  ) {}

  // Called by the owning module once its resources are registered (report.resource among them).
  serve(reports: Report[]): void {
    for (const r of reports) {
      const body = listBody(r.resource);
      this.registry.defineOperation({ resource: r.name, name: 'getList', perm: r.menu, body }, (ctx) => this.page(r, ctx));
      this.registry.defineOperation({ resource: r.name, name: 'export', perm: `${r.menu}:export`, body }, (ctx) => this.export(r, ctx));
    }
  }

  // One page of grouped rows and their count (report-rows.ts).
  page(r: Report, ctx: OpContext): Promise<ListResult<Row>> {
    return pageGrouped(ctx, this.query(r, ctx), (rows) => this.present(r, ctx, rows), !r.unnumbered);
  }

  async export(r: Report, ctx: OpContext): Promise<StreamableFile> {
    const qb = this.query(r, ctx);
    const columns = exportColumns(r.resource.fields);
    const none = Object.entries(r.dimensions).filter(([, c]) => c.none);
    const present = async (rows: Row[]) => {
      const out = await this.crud.nameRefs(ctx, columns, await this.present(r, ctx, rows));
      for (const row of out) for (const [name, c] of none) row[name] ??= c.none![ctx.lang];
      return out;
    };
    return streamXlsx({
      name: r.name,
      label: r.label,
      columns,
      lang: ctx.lang,
      manager: ctx.manager,
      batches: async function* () {
        for await (const rows of groupedRows(ctx.manager, qb, EXPORT_BATCH)) yield await present(rows);
      },
    });
  }

  // The source rows the caller may see, as the report counts and filters them, not yet grouped.
  source(r: Report, ctx: OpContext): SelectQueryBuilder<ObjectLiteral> {
    const qb = ctx.manager.createQueryBuilder(r.source.entity, r.source.alias);
    for (const j of r.joins ?? []) qb.innerJoin(j.entity, j.alias, j.on);
    if ('of' in r.scope) {
      const def = this.registry.resource(r.scope.of);
      if (!def) throw new Error(`report ${r.name}: no resource ${r.scope.of}`);
      applyDataScope(qb, def, ctx.user, (n) => this.registry.resource(n));
    } else if ('own' in r.scope) applyDataScope(qb, r.resource, ctx.user, (n) => this.registry.resource(n));
    for (const [sql, params] of r.where ?? []) qb.andWhere(sql, params);
    if (r.date) for (const [sql, params] of rangeSql(r.date.sql, !!r.date.zoned, readRange(ctx.body, r.resource.fields[DATE_RANGE]))) qb.andWhere(sql, params);
    this.filter(r, ctx, qb);
    return qb;
  }

  private periodLabel(r: Report, ctx: OpContext): string {
    return periodLabelSql(readPeriod(ctx.body, r.resource.fields.period), r.date!.sql, !!r.date!.zoned);
  }

  // The grouped rows, ordered by period then dimensions.
  query(r: Report, ctx: OpContext): SelectQueryBuilder<ObjectLiteral> {
    const qb = this.source(r, ctx);
    const select: Array<[string, string]> = [];
    if (r.period) select.push([this.periodLabel(r, ctx), 'periodLabel']);
    for (const [name, c] of Object.entries(r.dimensions)) select.push([c.sql, name]);
    const keys = select.map(([, name]) => name);
    for (const [name, c] of Object.entries(r.measures)) select.push([c.sql, name]);
    qb.select(select[0][0], select[0][1]);
    for (const [sql, name] of select.slice(1)) qb.addSelect(sql, name);
    // by output name: TypeORM moves column selections before expressions, so positions are unreliable
    keys.forEach((k, i) => (i ? qb.addGroupBy(`"${k}"`) : qb.groupBy(`"${k}"`)));
    const order = r.order ?? keys.map((name) => ({ name, desc: false, nullsFirst: r.dimensions[name]?.nullsFirst }));
    order.forEach((o, i) => {
      const args = [o.name, o.desc ? 'DESC' : 'ASC', o.nullsFirst ? 'NULLS FIRST' : 'NULLS LAST'] as const;
      if (i) qb.addOrderBy(...args);
      else qb.orderBy(...args);
    });
    return qb;
  }

  // The declared filters the caller sent, on their SQL: dimensions that filter, and filter-only columns.
  private filter(r: Report, ctx: OpContext, qb: SelectQueryBuilder<ObjectLiteral>): void {
    const body = bodyValues(ctx.body);
    const errors: FieldError[] = [];
    const columns: Array<[string, ReportColumn]> = [...Object.entries(r.dimensions), ...Object.entries(r.filters ?? {})].filter(([, c]) => c.field.filter);
    columns.forEach(([name, c], i) => {
      const v = Object.hasOwn(body, name) ? body[name] : undefined;
      if (emptyFilter(c.field, v)) return;
      const checked = checkFilter(c.field, v);
      if (checked.reason) return void errors.push(fieldError(name, c.field, checked.reason));
      const p = `rf${i}`;
      switch (c.field.filter) {
        case 'in':
          qb.andWhere(`${c.sql} IN (:...${p})`, { [p]: Array.isArray(checked.value) ? checked.value : [checked.value] });
          break;
        case 'range': {
          const [from, to] = checked.value as unknown[];
          if (from !== null) qb.andWhere(`${c.sql} >= :${p}a`, { [`${p}a`]: from });
          if (to !== null) qb.andWhere(`${c.sql} <= :${p}b`, { [`${p}b`]: to });
          break;
        }
        default:
          qb.andWhere(`${c.sql} = :${p}`, { [p]: checked.value });
      }
    });
    if (errors.length) throw validationError(errors);
  }

  // pg hands numeric sums over as text: a declared number goes back as a number
  private async present(r: Report, ctx: OpContext, rows: Row[]): Promise<Row[]> {
    const numbers = Object.entries(r.measures).filter(([, c]) => c.field.type === 'number' || c.field.type === 'int').map(([n]) => n);
    for (const row of rows) for (const n of numbers) if (typeof row[n] === 'string') row[n] = Number(row[n]);
    return r.present ? r.present(rows, { ctx, source: () => this.source(r, ctx), periodLabel: r.period ? this.periodLabel(r, ctx) : null }) : rows;
  }
}
