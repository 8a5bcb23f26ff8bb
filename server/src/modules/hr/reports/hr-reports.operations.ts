import { Injectable, OnModuleInit } from '@nestjs/common';
import { listBody } from '../../../core/resource/operation-body';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { flowReportResource } from './flow-report';
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
      // period, date range, department and the report's own filters, with paging
      const body = listBody(flowReportResource(def));
      this.registry.defineOperation({ resource: def.name, name: 'getList', perm: def.menu, body }, (ctx) => this.reports.page(def, ctx));
      this.registry.defineOperation({ resource: def.name, name: 'export', perm: `${def.menu}:export`, body }, (ctx) => this.reports.export(def, ctx));
    }
  }
}

export const HR_REPORT_PROVIDERS = [FlowReportService, HrReportOperations];
