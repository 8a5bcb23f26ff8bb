import { Injectable, OnModuleInit } from '@nestjs/common';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { FlowReportService } from './flow-report.service';
import { HR_REPORTS } from './hr-reports.resources';

// getList and export of every staff report, under the names the generic list page calls: reading needs
// the screen's right, export the screen's export right.
@Injectable()
export class HrReportOperations implements OnModuleInit {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly reports: FlowReportService,
  ) {}

  onModuleInit(): void {
    for (const def of HR_REPORTS) {
      this.registry.defineOperation({ resource: def.name, name: 'getList', perm: def.menu }, (ctx) => this.reports.page(def, ctx));
      this.registry.defineOperation({ resource: def.name, name: 'export', perm: `${def.menu}:export` }, (ctx) => this.reports.export(def, ctx));
    }
  }
}

export const HR_REPORT_PROVIDERS = [FlowReportService, HrReportOperations];
