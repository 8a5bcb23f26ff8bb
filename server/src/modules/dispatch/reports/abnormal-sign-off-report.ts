import { Injectable } from '@nestjs/common';
import { CrudService } from '../../../core/resource/crud.service';
import { defineResource } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { listBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { BoatUserInfo } from '../../crew/entities/boat-user-info.entity';
import { BoatWork } from '../../crew/entities/boat-work.entity';
import { dateRangeField, readRange } from '../../../core/reports/report-period';
import { exportKeyed, KeyedList, pageKeyed } from '../../../core/reports/report-rows';
import { column, dutyFilter, eqFilters, scoped, seafarerColumn, shipFilter, shipownerFilter } from './report-query';

// leaveboatReason values of a sign-off that was planned: contract completed (1), promotion or transfer (8)
export const PLANNED_REASONS = ['1', '8'];

// boatAbnormalDisembarkationReport (异常下船报表): stints ended by a sign-off that was early (before the
// planned sign-off) or unplanned (for a reason other than the contract's end or a promotion or
// transfer). A stint without a reason recorded counts only if it was early: nothing says it went wrong.
export const abnormalSignOffResource = defineResource({
  name: 'boatAbnormalDisembarkationReport',
  label: L('异常下船报表', 'Abnormal sign-off report'),
  menu: 'boatAbnormalDisembarkationReport',
  audit: false,
  fields: {
    dateRange: dateRangeField(L('下船日期', 'Signed off')),
    userId: seafarerColumn,
    shipId: shipFilter,
    shipownerId: shipownerFilter,
    duty: dutyFilter,
    onboatDate: column('date', L('上船日期', 'Signed on')),
    planLeaveboatDate: column('date', L('计划下船日期', 'Planned sign-off')),
    leaveboatDate: column('date', L('下船日期', 'Signed off')),
    daysEarly: column('int', L('提前天数', 'Days early')),
    leaveboatReason: column('dict', L('下船原因', 'Reason for sign-off'), { dict: 'leaveboatReason' }),
    leaveReason: column('string', L('下船说明', 'Sign-off notes')),
  },
});

const MENU = abnormalSignOffResource.menu!;
const BODY = listBody(abnormalSignOffResource);

@Injectable()
export class AbnormalSignOffReport {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
  ) {}

  private list(ctx: OpContext): KeyedList {
    const [from, to] = readRange(ctx.body, ctx.resource.fields.dateRange);
    const qb = scoped(ctx.manager.createQueryBuilder(BoatWork, 'w'), ctx, this.registry, 'BoatWork')
      .innerJoin(BoatUserInfo, 'u', 'u.id = w.userId')
      .select('w.id', 'id')
      .addSelect('w.userId', 'userId')
      .addSelect('u.name', 'userIdLabel')
      .addSelect('w.shipId', 'shipId')
      .addSelect('w.shipownerId', 'shipownerId')
      .addSelect('w.duty', 'duty')
      .addSelect(`to_char(w.onboatDate, 'YYYY-MM-DD')`, 'onboatDate')
      .addSelect(`to_char(w.planLeaveboatDate, 'YYYY-MM-DD')`, 'planLeaveboatDate')
      .addSelect(`to_char(w.leaveboatDate, 'YYYY-MM-DD')`, 'leaveboatDate')
      .addSelect(`CASE WHEN w.leaveboatDate < w.planLeaveboatDate THEN w.planLeaveboatDate - w.leaveboatDate END`, 'daysEarly')
      .addSelect('w.leaveboatReason', 'leaveboatReason')
      .addSelect('w.leaveReason', 'leaveReason')
      .andWhere('w.leaveboatDate IS NOT NULL')
      .andWhere('(w.leaveboatDate < w.planLeaveboatDate OR w.leaveboatReason NOT IN (:...planned))', { planned: PLANNED_REASONS });
    if (from) qb.andWhere('w.leaveboatDate >= :from', { from });
    if (to) qb.andWhere('w.leaveboatDate <= :to', { to });
    eqFilters(qb, ctx, { shipownerId: 'w.shipownerId', shipId: 'w.shipId', duty: 'w.duty' });
    // the newest sign-offs first
    return { qb, key: 'w.leaveboatDate', keyAlias: 'leaveboatDate', id: 'w.id', desc: true };
  }

  @Operation('boatAbnormalDisembarkationReport', 'getList', { perm: MENU, body: BODY })
  page(ctx: OpContext) {
    return pageKeyed(ctx, this.list(ctx));
  }

  @Operation('boatAbnormalDisembarkationReport', 'export', { perm: `${MENU}:export`, body: BODY })
  export(ctx: OpContext) {
    return exportKeyed(ctx, this.crud, this.list(ctx));
  }
}
