import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { CrudService } from '../../../core/resource/crud.service';
import { defineResource } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { listBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { FieldDecl } from '../../../core/resource/resource.types';
import type { Row } from '../../../core/resource/row';
import { BoatUserInfo } from '../../crew/entities/boat-user-info.entity';
import { BoatWork } from '../../crew/entities/boat-work.entity';
import { filterOnly } from '../../../core/reports/report-period';
import { exportKeyed, KeyedList, pageKeyed } from '../../../core/reports/report-rows';
import { column, dutyFilter, eqFilters, scoped, seafarerColumn, shipFilter, shipownerFilter } from '../reports/report-query';
import { OPEN_STATUSES } from '../dispatch.states';

export const DEFAULT_DAYS = 30;
// within this many days a relief is due this week on the dashboard
const WEEK = 7;

// the search form starts from the default; a list body never fills it in (listBody), the handler does
const DAYS: FieldDecl = filterOnly({ type: 'int', label: L('预测天数', 'Within (days)'), min: 1, max: 365, filter: 'eq', defaultValue: DEFAULT_DAYS });

// The relief forecast (接班预测): seafarers on board whose planned sign-off falls within the coming
// days (or has passed) and for whom nothing is arranged yet: no reliever planned (a pending or
// dispatching sign-on order relieving them) and no sign-off order of their own under way. The crew
// manager plans reliefs from it; the dashboard shows its counts.
export const reliefForecastResource = defineResource({
  name: 'reliefForecast',
  label: L('接班预测', 'Relief forecast'),
  menu: 'reliefForecast',
  audit: false,
  fields: {
    days: DAYS,
    userId: seafarerColumn,
    duty: dutyFilter,
    shipId: shipFilter,
    shipownerId: shipownerFilter,
    onboatDate: column('date', L('上船日期', 'Signed on')),
    planLeaveboatDate: column('date', L('计划下船日期', 'Planned sign-off')),
    // negative: overdue
    daysLeft: column('int', L('剩余天数', 'Days left')),
  },
});

const BODY = listBody(reliefForecastResource);
const SUMMARY_BODY = { days: { type: 'int', label: DAYS.label, min: 1, max: 365 } satisfies FieldDecl };
const ORDERS = 'boat_plan_dispatch';

@Injectable()
export class ReliefForecast {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
  ) {}

  // the open stints due within `days` the caller may see (with their seafarer), nothing arranged
  private due(ctx: OpContext) {
    const days = Number(ctx.body.days ?? DEFAULT_DAYS);
    const today = localToday();
    const qb = scoped(ctx.manager.createQueryBuilder(BoatWork, 'w'), ctx, this.registry, 'BoatWork')
      .andWhere(`w.state = '1'`)
      .andWhere('w.planLeaveboatDate <= CAST(:today AS date) + CAST(:days AS int)', { today, days })
      // written as SQL: a sub-query builder does not know the outer alias's properties
      .andWhere(`NOT EXISTS (SELECT 1 FROM ${ORDERS} r WHERE r.relieves_user_id = w.user_id AND r.status IN (:...open))`)
      .andWhere(`NOT EXISTS (SELECT 1 FROM ${ORDERS} f WHERE f.user_id = w.user_id AND f.operation = '2' AND f.status IN (:...open))`)
      .setParameter('open', OPEN_STATUSES);
    eqFilters(qb, ctx, { shipownerId: 'w.shipownerId', shipId: 'w.shipId', duty: 'w.duty' });
    return qb;
  }

  private list(ctx: OpContext): KeyedList {
    const qb = this.due(ctx)
      .innerJoin(BoatUserInfo, 'u', 'u.id = w.userId')
      .select('w.id', 'id')
      .addSelect('w.userId', 'userId')
      .addSelect('u.name', 'userIdLabel')
      .addSelect('w.duty', 'duty')
      .addSelect('w.shipId', 'shipId')
      .addSelect('w.shipownerId', 'shipownerId')
      .addSelect(`to_char(w.onboatDate, 'YYYY-MM-DD')`, 'onboatDate')
      .addSelect(`to_char(w.planLeaveboatDate, 'YYYY-MM-DD')`, 'planLeaveboatDate')
      .addSelect('w.planLeaveboatDate - CAST(:today AS date)', 'daysLeft');
    // the most urgent first
    return { qb, key: 'w.planLeaveboatDate', keyAlias: 'planLeaveboatDate', id: 'w.id', desc: false };
  }

  @Operation('reliefForecast', 'getList', { perm: 'reliefForecast', body: BODY })
  page(ctx: OpContext) {
    return pageKeyed(ctx, this.list(ctx));
  }

  @Operation('reliefForecast', 'export', { perm: 'reliefForecast:export', body: BODY })
  export(ctx: OpContext) {
    return exportKeyed(ctx, this.crud, this.list(ctx));
  }

  // The dashboard panel's figures: overdue, due within a week, due later within the days asked.
  @Operation('reliefForecast', 'getSummary', { perm: 'reliefForecast', body: SUMMARY_BODY })
  async summary(ctx: OpContext) {
    const row = await this.due(ctx)
      .select(`count(*) FILTER (WHERE w.planLeaveboatDate < CAST(:today AS date))::int`, 'overdue')
      .addSelect(`count(*) FILTER (WHERE w.planLeaveboatDate >= CAST(:today AS date) AND w.planLeaveboatDate <= CAST(:today AS date) + ${WEEK})::int`, 'thisWeek')
      .addSelect(`count(*) FILTER (WHERE w.planLeaveboatDate > CAST(:today AS date) + ${WEEK})::int`, 'later')
      .addSelect('count(*)::int', 'total')
      .getRawOne<Row>();
    return [{ days: Number(ctx.body.days ?? DEFAULT_DAYS), ...row }];
  }
}
