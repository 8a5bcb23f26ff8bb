import { Injectable, OnModuleInit } from '@nestjs/common';
import { ReportService } from '../../../core/reports/report.service';
import { reliefForecastReport } from '../forecast/relief-forecast';
import { ReliefSummary } from '../forecast/relief-summary';
import { abnormalSignOffReport } from './abnormal-sign-off-report';
import { dispatchReport } from './dispatch-report';
import { onBoardReport } from './on-board-report';
import { personTimeByDeptReport, personTimeReport, sameTermReport } from './person-time-reports';

// The dispatch module's reports, declared (served by core: getList, export, Meta).
export const DISPATCH_REPORTS = [dispatchReport, personTimeReport, personTimeByDeptReport, sameTermReport, onBoardReport, abnormalSignOffReport, reliefForecastReport];

@Injectable()
export class DispatchReports implements OnModuleInit {
  constructor(private readonly reports: ReportService) {}

  onModuleInit(): void {
    this.reports.serve(DISPATCH_REPORTS);
  }
}

export const REPORT_RESOURCES = DISPATCH_REPORTS.map((r) => r.resource);
// the dashboard's relief counts are an operation of their own beside the forecast
export const REPORT_PROVIDERS = [DispatchReports, ReliefSummary];
