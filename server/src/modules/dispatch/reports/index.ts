import { Injectable, OnModuleInit } from '@nestjs/common';
import { ReportService } from '../../../core/reports/report.service';
import { ReliefForecast, reliefForecastResource } from '../forecast/relief-forecast';
import { AbnormalSignOffReport, abnormalSignOffResource } from './abnormal-sign-off-report';
import { dispatchReport } from './dispatch-report';
import { onBoatReportResource, personTimeByDeptReport, personTimeReport, PersonTimeReports, sameTermResource } from './person-time-reports';

// The dispatch module's reports declared as reports (served by core), and those still answered by
// providers of their own (their declarations have no entity: getList and export are their operations).
export const DISPATCH_REPORTS = [dispatchReport, personTimeReport, personTimeByDeptReport];

@Injectable()
export class DispatchReports implements OnModuleInit {
  constructor(private readonly reports: ReportService) {}

  onModuleInit(): void {
    this.reports.serve(DISPATCH_REPORTS);
  }
}

export const REPORT_RESOURCES = [...DISPATCH_REPORTS.map((r) => r.resource), abnormalSignOffResource, sameTermResource, onBoatReportResource, reliefForecastResource];
export const REPORT_PROVIDERS = [DispatchReports, AbnormalSignOffReport, PersonTimeReports, ReliefForecast];
