import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CrudService } from '../../../core/resource/crud.service';
import { defineResource } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { listBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { DispatchOrder } from '../entities/dispatch-order.entity';
import { column, DATE_RANGE_FIELD, eqFilters, exportGrouped, pageGrouped, readRange, scoped, shipownerFilter } from './report-query';

// boatDispatchReportForms (派遣报表): per shipowner and month, the crew changes carried out (finished
// orders by kind) and the orders cancelled. An order counts in the month of its planned date, the day
// the change was (or was to be) made: executedAt is when the office recorded it, often days later.
export const dispatchReportResource = defineResource({
  name: 'boatDispatchReportForms',
  label: L('派遣报表', 'Dispatch report'),
  menu: 'boatDispatchReportForms',
  audit: false,
  fields: {
    dateRange: DATE_RANGE_FIELD(L('计划日期', 'Planned date')),
    periodLabel: column('string', L('月份', 'Month')),
    shipownerId: shipownerFilter,
    signOns: column('int', L('上船', 'Sign-ons')),
    signOffs: column('int', L('下船', 'Sign-offs')),
    promotions: column('int', L('晋升', 'Promotions')),
    shipChanges: column('int', L('换船', 'Ship changes')),
    finished: column('int', L('完成合计', 'Finished, total')),
    cancelled: column('int', L('取消', 'Cancelled')),
  },
});

const MENU = dispatchReportResource.menu!;
const BODY = listBody(dispatchReportResource);

@Injectable()
export class DispatchReport {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
  ) {}

  private query(ctx: OpContext): SelectQueryBuilder<ObjectLiteral> {
    const [from, to] = readRange(ctx);
    const qb = scoped(ctx.manager.createQueryBuilder(DispatchOrder, 'o'), ctx, this.registry, 'BoatPlanDispatch')
      .select(`to_char(o.planDate, 'YYYY-MM')`, 'periodLabel')
      .addSelect('o.shipownerId', 'shipownerId')
      .addSelect(`count(*) FILTER (WHERE o.status = '3' AND o.operation = '1')::int`, 'signOns')
      .addSelect(`count(*) FILTER (WHERE o.status = '3' AND o.operation = '2')::int`, 'signOffs')
      .addSelect(`count(*) FILTER (WHERE o.status = '3' AND o.operation = '3')::int`, 'promotions')
      .addSelect(`count(*) FILTER (WHERE o.status = '3' AND o.operation = '4')::int`, 'shipChanges')
      .addSelect(`count(*) FILTER (WHERE o.status = '3')::int`, 'finished')
      .addSelect(`count(*) FILTER (WHERE o.status = '4')::int`, 'cancelled')
      // finished and cancelled only: pending and dispatching orders are not yet either
      .andWhere(`o.status IN ('3', '4')`);
    if (from) qb.andWhere('o.planDate >= :from', { from });
    if (to) qb.andWhere('o.planDate <= :to', { to });
    eqFilters(qb, ctx, { shipownerId: 'o.shipownerId' });
    // by output name: TypeORM moves column selections before expressions, so positions are unreliable
    return qb.groupBy('"periodLabel"').addGroupBy('"shipownerId"').orderBy('periodLabel', 'ASC').addOrderBy('shipownerId', 'ASC');
  }

  @Operation('boatDispatchReportForms', 'getList', { perm: MENU, body: BODY })
  page(ctx: OpContext) {
    return pageGrouped(ctx, this.query(ctx));
  }

  @Operation('boatDispatchReportForms', 'export', { perm: `${MENU}:export`, body: BODY })
  export(ctx: OpContext) {
    return exportGrouped(ctx, this.crud, this.query(ctx));
  }
}
