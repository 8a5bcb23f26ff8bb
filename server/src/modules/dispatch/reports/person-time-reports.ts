import { Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { localToday } from '../../../core/config/local-date';
import { CrudService } from '../../../core/resource/crud.service';
import { defineReport } from '../../../core/reports/define-report';
import { dateRangeField, filterOnly, PERIOD_FIELD, readPeriod, readRange } from '../../../core/reports/report-period';
import { defineResource } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { listBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { Row } from '../../../core/resource/row';
import { BoatUserInfo } from '../../crew/entities/boat-user-info.entity';
import { BoatWork } from '../../crew/entities/boat-work.entity';
import { DispatchOrder } from '../entities/dispatch-order.entity';
import { exportGrouped, exportSql, GroupedSql, pageGrouped, pageSql } from '../../../core/reports/report-rows';
import { column, dutyFilter, eqFilters, scoped, shipownerFilter } from './report-query';

// The finance directory's dispatch head counts (派遣人次, SPEC §2 Finance). A dispatch is a finished
// sign-on order (the company sent a seafarer to a ship), counted in the month or quarter of its planned
// date: stints are not counted, since a promotion or a ship change opens a stint too and sea service
// typed in from earlier employers was no dispatch of ours. people: different seafarers among them.

const period = PERIOD_FIELD;
const dispatches = column('int', L('派遣人次', 'Dispatches'));
const people = column('int', L('派遣人数', 'Seafarers'));
const periodLabel = column('string', L('统计期间', 'Period'));

// finished sign-on orders the caller may see (with their seafarer), by planned date, per period
const signOnReport = {
  source: { entity: DispatchOrder, alias: 'o' },
  scope: { of: 'BoatPlanDispatch' },
  where: [[`o.operation = '1'`], [`o.status = '3'`]] as Array<[string]>,
  date: { sql: 'o.planDate', label: L('计划日期', 'Planned date') },
  period: true,
  measures: { dispatches: { sql: 'count(*)::int', field: dispatches }, people: { sql: 'count(DISTINCT o.userId)::int', field: people } },
};

export const personTimeReport = defineReport({
  ...signOnReport,
  name: 'dispatchPersonTime',
  label: L('派遣人次统计', 'Dispatch head count'),
  menu: 'dispatchPersonTime',
  dimensions: { shipownerId: { sql: 'o.shipownerId', field: shipownerFilter } },
});

export const personTimeByDeptReport = defineReport({
  ...signOnReport,
  name: 'dispatchPersonTimeListByDept',
  label: L('部门派遣人次统计', 'Dispatch head count by department'),
  menu: 'dispatchPersonTimeListByDept',
  joins: [{ entity: BoatUserInfo, alias: 'u', on: 'u.id = o.userId' }],
  // the seafarer's managing department (own jurisdiction)
  dimensions: { deptId: { sql: 'u.deptId', field: { ...column('ref', L('管理部门', 'Managing department')), ref: 'SysDept', refLabel: 'name', filter: 'eq' } } },
});

export const sameTermResource = defineResource({
  name: 'sameTermDispatchPersonTime',
  label: L('同期派遣人次对比', 'Dispatch head count, year on year'),
  menu: 'sameTermDispatchPersonTime',
  audit: false,
  fields: {
    period,
    // default: this year on the company's calendar
    year: filterOnly({ type: 'int', label: L('年度', 'Year'), min: 2000, max: 2100, filter: 'eq' }),
    periodLabel,
    shipownerId: shipownerFilter,
    thisYear: column('int', L('本期派遣人次', 'Dispatches this year')),
    lastYear: column('int', L('去年同期', 'Same period last year')),
    change: column('int', L('增减', 'Change')),
    changeRate: column('number', L('增减率（%）', 'Change (%)')),
  },
});

// onBoatReport (在船统计报表): the seafarers on board at the end of each month or quarter (today for the
// one under way), per shipowner and rank, from sea service: on board that day means a stint begun by
// then and not ended before the day was over.
export const onBoatReportResource = defineResource({
  name: 'onBoatReport',
  label: L('在船统计报表', 'On-board report'),
  menu: 'onBoatReport',
  aliases: { getOnBoatReportList: 'getList' },
  audit: false,
  fields: {
    period,
    dateRange: dateRangeField(L('统计日期', 'Dates')),
    periodLabel,
    asOf: column('date', L('截至日期', 'As of')),
    shipownerId: shipownerFilter,
    duty: dutyFilter,
    onBoard: column('int', L('在船人数', 'On board')),
  },
});

const MAX_YEARS = 10;
const SAME_TERM = listBody(sameTermResource);
const ON_BOARD = listBody(onBoatReportResource);

@Injectable()
export class PersonTimeReports {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
  ) {}

  // finished sign-on orders the caller may see (with their seafarer), by planned date
  private signOns(ctx: OpContext, from: string | null, to: string | null): SelectQueryBuilder<ObjectLiteral> {
    const qb = scoped(ctx.manager.createQueryBuilder(DispatchOrder, 'o'), ctx, this.registry, 'BoatPlanDispatch')
      .andWhere(`o.operation = '1'`)
      .andWhere(`o.status = '3'`);
    if (from) qb.andWhere('o.planDate >= :from', { from });
    if (to) qb.andWhere('o.planDate <= :to', { to });
    return qb;
  }

  // The months (or quarters) of the year asked and the year before side by side, by their number in
  // the year; a period with no dispatch in either year has no row.
  private sameTerm(ctx: OpContext) {
    const p = readPeriod(ctx.body);
    const year = Number(ctx.body.year ?? localToday().slice(0, 4));
    const slot = `extract(${p.unit} FROM o.planDate)::int`;
    const qb = this.signOns(ctx, `${year - 1}-01-01`, `${year}-12-31`)
      .select(slot, 'slot')
      .addSelect('o.shipownerId', 'shipownerId')
      .addSelect(`count(*) FILTER (WHERE extract(year FROM o.planDate) = :year)::int`, 'thisYear')
      .addSelect(`count(*) FILTER (WHERE extract(year FROM o.planDate) = :year - 1)::int`, 'lastYear')
      .setParameter('year', year);
    eqFilters(qb, ctx, { shipownerId: 'o.shipownerId' });
    qb.groupBy('"slot"').addGroupBy('"shipownerId"').orderBy('slot', 'ASC').addOrderBy('shipownerId', 'ASC');
    const present = (rows: Row[]) =>
      rows.map(({ slot: n, shipownerId, thisYear, lastYear }) => ({
        periodLabel: p.unit === 'month' ? `${year}-${String(n).padStart(2, '0')}` : `${year}-Q${n}`,
        shipownerId,
        thisYear,
        lastYear,
        change: thisYear - lastYear,
        // none last year: no rate to speak of
        changeRate: lastYear ? Math.round(((thisYear - lastYear) / lastYear) * 1000) / 10 : null,
      }));
    return { qb, present };
  }

  // The stints the caller may see that overlap the dates, joined to the end of each period.
  private onBoard(ctx: OpContext): GroupedSql {
    const p = readPeriod(ctx.body);
    const today = localToday();
    const range = readRange(ctx.body, ctx.resource.fields.dateRange);
    const to = range[1] && range[1] < today ? range[1] : today;
    // ten years back at most: each period end joins every stint of the range once
    const earliest = dayjs(to).subtract(MAX_YEARS, 'year').format('YYYY-MM-DD');
    const from = range[0] && range[0] > earliest ? range[0] : range[0] ? earliest : `${to.slice(0, 4)}-01-01`;
    const ends: string[] = [];
    const labels: string[] = [];
    for (let start = dayjs(from).startOf('month').subtract((dayjs(from).month() % p.months), 'month'); start.format('YYYY-MM-DD') <= to; start = start.add(p.months, 'month')) {
      const end = start.add(p.months, 'month').subtract(1, 'day').format('YYYY-MM-DD');
      ends.push(end < today ? end : today);
      labels.push(p.months === 1 ? start.format('YYYY-MM') : `${start.year()}-Q${start.month() / 3 + 1}`);
    }
    const end = 'COALESCE(w.leaveboatDate, w.promoteDate, w.changeboatDate)';
    const qb = scoped(ctx.manager.createQueryBuilder(BoatWork, 'w'), ctx, this.registry, 'BoatWork')
      .select('w.shipownerId', 'so')
      .addSelect('w.duty', 'duty')
      .addSelect('w.onboatDate', 's')
      .addSelect(end, 'en')
      .andWhere('w.onboatDate <= :lastEnd', { lastEnd: ends[ends.length - 1] ?? to })
      .andWhere(`(${end} IS NULL OR ${end} > :firstEnd)`, { firstEnd: ends[0] ?? to });
    eqFilters(qb, ctx, { shipownerId: 'w.shipownerId', duty: 'w.duty' });
    const [sql, params] = qb.getQueryAndParameters();
    const e = params.length + 1;
    return {
      sql: (limit) => `SELECT p.label AS "periodLabel", to_char(p.e, 'YYYY-MM-DD') AS "asOf", x.so AS "shipownerId", x.duty, count(*)::int AS "onBoard", count(*) OVER ()::int AS "listTotal"
                         FROM (${sql}) x JOIN unnest($${e}::date[], $${e + 1}::text[]) AS p(e, label) ON x.s <= p.e AND (x.en IS NULL OR x.en > p.e)
                        GROUP BY p.label, p.e, x.so, x.duty
                        ORDER BY p.e, x.so NULLS LAST, length(x.duty), x.duty ${limit}`,
      params: [...params, ends, labels],
      key: [{ expr: 'CAST(g."asOf" AS date)', notNull: true }, { expr: 'g."shipownerId"' }, { expr: 'length(g.duty)' }, { expr: 'g.duty' }],
      keyOf: (r) => [r.asOf, r.shipownerId, r.duty == null ? null : [...String(r.duty)].length, r.duty],
    };
  }

  @Operation('sameTermDispatchPersonTime', 'getList', { perm: 'sameTermDispatchPersonTime', body: SAME_TERM })
  sameTermList(ctx: OpContext) {
    const { qb, present } = this.sameTerm(ctx);
    return pageGrouped(ctx, qb, present);
  }

  @Operation('sameTermDispatchPersonTime', 'export', { perm: 'sameTermDispatchPersonTime:export', body: SAME_TERM })
  sameTermExport(ctx: OpContext) {
    const { qb, present } = this.sameTerm(ctx);
    return exportGrouped(ctx, this.crud, qb, present);
  }

  @Operation('onBoatReport', 'getList', { perm: 'onBoatReport', body: ON_BOARD })
  onBoardList(ctx: OpContext) {
    return pageSql(ctx, this.onBoard(ctx));
  }

  @Operation('onBoatReport', 'export', { perm: 'onBoatReport:export', body: ON_BOARD })
  onBoardExport(ctx: OpContext) {
    return exportSql(ctx, this.crud, this.onBoard(ctx));
  }
}
