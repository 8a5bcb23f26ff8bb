import { Injectable, OnModuleInit } from '@nestjs/common';
import { ReportService } from '../../../core/reports/report.service';
import { crewInfoReport } from './crew-info-report';
import { offTraceReport } from './off-trace-report';

// The crew module's declared reports, served by core once the module's resources are registered.
export const CREW_REPORTS = [crewInfoReport, offTraceReport];

@Injectable()
export class CrewReports implements OnModuleInit {
  constructor(private readonly reports: ReportService) {}

  onModuleInit(): void {
    this.reports.serve(CREW_REPORTS);
  }
}
