import { Injectable, StreamableFile } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { exportColumns, streamXlsx } from '../files/xlsx-stream';
import { CrudService } from '../resource/crud.service';
import { groupedRows } from '../resource/keyset';
import type { ListResult, OpContext } from '../resource/op-context';
import { listBody } from '../resource/operation-body';
import { ResourceRegistry } from '../resource/resource-registry';
import type { Row } from '../resource/row';
import type { Report } from './define-report';
import { ReportQuery, sortColumn } from './report-query';
import { EXPORT_BATCH, keyedBatches, pageGrouped, pageKeyed } from './report-rows';

// Serves declared reports: getList (a page of the rows, their count and the totals) and export (the
// rows as xlsx, read by key), under the report's right and its export right. The SQL is report-query.ts.
@Injectable()
export class ReportService {
  private readonly sql: ReportQuery;

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
  ) {
    this.sql = new ReportQuery(registry);
  }

  // Called by the owning module once its resources are registered (report.resource among them).
  serve(reports: Report[]): void {
    for (const r of reports) {
      const body = listBody(r.resource);
      this.registry.defineOperation({ resource: r.name, name: 'getList', perm: r.menu, body }, (ctx) => this.page(r, ctx));
      this.registry.defineOperation({ resource: r.name, name: 'export', perm: `${r.menu}:export`, body }, (ctx) => this.export(r, ctx));
    }
  }

  // One page and its count; for grouped rows also the additive measures over every page.
  page(r: Report, ctx: OpContext): Promise<ListResult<Row>> {
    const present = (rows: Row[]) => this.present(r, ctx, rows);
    if (r.records) return pageKeyed(ctx, this.sql.records(r, ctx), present);
    return pageGrouped(ctx, this.sql.grouped(r, ctx), present, !r.unnumbered, { totals: r.resource.report!.totals, chart: r.chart });
  }

  async export(r: Report, ctx: OpContext): Promise<StreamableFile> {
    const columns = exportColumns(r.resource.fields);
    const none = Object.entries(r.dimensions).filter(([, c]) => c.none);
    const present = async (rows: Row[]) => {
      const out = await this.crud.nameRefs(ctx, columns, await this.present(r, ctx, rows));
      for (const row of out) for (const [name, c] of none) row[name] ??= c.none![ctx.lang];
      return out;
    };
    const rows = r.records ? keyedBatches(ctx, this.sql.records(r, ctx)) : groupedRows(ctx.manager, this.sql.grouped(r, ctx), EXPORT_BATCH);
    return streamXlsx({
      name: r.name,
      label: r.label,
      columns,
      lang: ctx.lang,
      manager: ctx.manager,
      batches: async function* () {
        for await (const batch of rows) yield await present(batch);
      },
    });
  }

  // The source rows the caller may see, not grouped (a module's `present` reads a breakdown from them).
  source(r: Report, ctx: OpContext): SelectQueryBuilder<ObjectLiteral> {
    return this.sql.source(r, ctx);
  }

  // pg hands numeric sums over as text: a declared number goes back as a number; sort columns go
  private async present(r: Report, ctx: OpContext, rows: Row[]): Promise<Row[]> {
    const numbers = Object.entries(r.measures).filter(([, c]) => c.field.type === 'number' || c.field.type === 'int').map(([n]) => n);
    const sorts = Object.entries(r.dimensions).filter(([, c]) => c.sortSql).map(([n]) => sortColumn(n));
    for (const row of rows) {
      for (const n of numbers) if (typeof row[n] === 'string') row[n] = Number(row[n]);
      for (const s of sorts) delete row[s];
    }
    return r.present ? r.present(rows, { ctx, source: () => this.sql.source(r, ctx), periodLabel: this.sql.periodLabel(r, ctx) }) : rows;
  }
}
