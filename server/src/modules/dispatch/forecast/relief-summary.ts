import { Injectable } from '@nestjs/common';
import { ReportService } from '../../../core/reports/report.service';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import { Operation } from '../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../core/resource/resource.types';
import type { Row } from '../../../core/resource/row';
import { DEFAULT_DAYS, reliefForecastReport } from './relief-forecast';

// within this many days a relief is due this week on the dashboard
const WEEK = 7;
const SUMMARY_BODY = { days: { type: 'int', label: L('预测天数', 'Within (days)'), min: 1, max: 365 } satisfies FieldDecl };

// The dashboard panel's figures over the forecast's rows: overdue, due within a week, due later within
// the days asked.
@Injectable()
export class ReliefSummary {
  constructor(private readonly reports: ReportService) {}

  @Operation('reliefForecast', 'getSummary', { perm: 'reliefForecast', body: SUMMARY_BODY })
  async summary(ctx: OpContext) {
    const row = await this.reports
      .source(reliefForecastReport, ctx)
      .select(`count(*) FILTER (WHERE w.planLeaveboatDate < CAST(:rpToday AS date))::int`, 'overdue')
      .addSelect(`count(*) FILTER (WHERE w.planLeaveboatDate >= CAST(:rpToday AS date) AND w.planLeaveboatDate <= CAST(:rpToday AS date) + ${WEEK})::int`, 'thisWeek')
      .addSelect(`count(*) FILTER (WHERE w.planLeaveboatDate > CAST(:rpToday AS date) + ${WEEK})::int`, 'later')
      .addSelect('count(*)::int', 'total')
      .getRawOne<Row>();
    return [{ days: Number(ctx.body.days ?? DEFAULT_DAYS), ...row }];
  }
}
