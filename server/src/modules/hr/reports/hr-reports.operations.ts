import { Injectable, OnModuleInit } from '@nestjs/common';
import { ReportService } from '../../../core/reports/report.service';
import { HR_REPORTS } from './hr-reports.resources';

// getList and export of every staff report, under the names the generic list page calls: reading needs
// the screen's right, export the screen's export right.
@Injectable()
export class HrReportOperations implements OnModuleInit {
  constructor(private readonly reports: ReportService) {}

  onModuleInit(): void {
    this.reports.serve(HR_REPORTS);
  }
}

export const HR_REPORT_PROVIDERS = [HrReportOperations];
