import { Injectable } from '@nestjs/common';
import { applyDataScope } from '../../../core/access/data-scope';
import { streamXlsx, exportColumns } from '../../../core/files/xlsx-stream';
import { CrudService } from '../../../core/resource/crud.service';
import { defineResource } from '../../../core/resource/define-resource';
import { readPaging } from '../../../core/resource/list-query';
import type { OpContext } from '../../../core/resource/op-context';
import { listBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { BoatUserInfo } from '../entities/boat-user-info.entity';
import { L } from '../../../core/resource/label';
import type { Row } from '../../../core/resource/row';

// boatUserInfoMessageReport: the crew of each shipowner within the caller's crew rights: how many,
// on board and ashore, with certificates warning or expired, and records not yet confirmed.
export const crewInfoReportResource = defineResource({
  name: 'crewInfoReport',
  label: L('船员信息报表', 'Seafarer information report'),
  menu: 'boatUserInfoMessageReport',
  defaultSort: '-total',
  fields: {
    shipownerId: { type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), filter: 'eq' },
    crewtype: { type: 'dict', dict: 'crewType', label: L('船员性质', 'Crew type'), filter: 'eq', inList: false },
    crewcategory: { type: 'dict', dict: 'crewCategory', label: L('船员类别', 'Crew category'), filter: 'eq', inList: false },
    total: { type: 'int', label: L('船员总数', 'Seafarers'), readOnly: true },
    onBoard: { type: 'int', label: L('在船', 'On board'), readOnly: true },
    ashore: { type: 'int', label: L('在家', 'Ashore'), readOnly: true },
    warning: { type: 'int', label: L('证书预警', 'Certificates warning'), readOnly: true },
    expired: { type: 'int', label: L('证书过期', 'Certificates expired'), readOnly: true },
    unconfirmed: { type: 'int', label: L('信息未确认', 'Not confirmed'), readOnly: true },
  },
});

@Injectable()
export class CrewInfoReport {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
  ) {}

  private query(ctx: OpContext) {
    const crew = this.registry.resource('BoatUserInfo')!;
    const qb = applyDataScope(ctx.manager.createQueryBuilder(BoatUserInfo, 't'), crew, ctx.user, (n) => this.registry.resource(n))
      .select('t.shipownerId', 'shipownerId')
      .addSelect('count(*)::int', 'total')
      .addSelect("count(*) FILTER (WHERE t.boardState = '1')::int", 'onBoard')
      .addSelect("count(*) FILTER (WHERE t.boardState = '2')::int", 'ashore')
      .addSelect("count(*) FILTER (WHERE t.credWarn = '1')::int", 'warning')
      .addSelect("count(*) FILTER (WHERE t.credWarn = '2')::int", 'expired')
      .addSelect("count(*) FILTER (WHERE t.isConfirm <> '1')::int", 'unconfirmed')
      .groupBy('t.shipownerId');
    // the body's filters are checked against the report's declaration (listBody) before this runs
    for (const f of ['shipownerId', 'crewtype', 'crewcategory']) {
      if (ctx.body[f] != null && ctx.body[f] !== '') qb.andWhere(`t.${f} = :${f}`, { [f]: ctx.body[f] });
    }
    return qb.orderBy('total', 'DESC').addOrderBy('t.shipownerId', 'ASC', 'NULLS LAST');
  }

  @Operation('crewInfoReport', 'getList', { perm: 'boatUserInfoMessageReport', body: listBody(crewInfoReportResource) })
  async page(ctx: OpContext) {
    const { pageNum, pageSize } = readPaging(ctx.body);
    const all = await this.query(ctx).getRawMany<Row>();
    return { list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length };
  }

  @Operation('crewInfoReport', 'export', { perm: 'boatUserInfoMessageReport:export', body: listBody(crewInfoReportResource) })
  async export(ctx: OpContext) {
    const def = crewInfoReportResource;
    const columns = exportColumns(def.fields);
    const rows = await this.crud.nameRefs(ctx, columns, await this.query(ctx).getRawMany<Row>());
    const none = ctx.lang === 'en' ? '(none)' : '（未指定）';
    return streamXlsx({
      name: def.name,
      label: def.label,
      columns,
      lang: ctx.lang,
      manager: ctx.manager,
      batches: async function* () {
        yield rows.map((r) => ({ ...r, shipownerId: r.shipownerId ?? none }));
      },
    });
  }
}
