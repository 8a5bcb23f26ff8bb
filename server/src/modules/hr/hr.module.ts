import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { WorkflowModule } from '../../workflow/workflow.module';
import { HrHooks } from './hr.hooks';
import { HrOperations } from './hr.operations';
import { HR_RESOURCES } from './hr.resources';
import { RequestOverlapHooks } from './request-overlap.hooks';
import { staffRecordFields } from './staff-record.resources';
import { HrDemoSeed } from './services/hr-demo-seed.service';
import { HR_REPORT_PROVIDERS } from './reports/hr-reports.operations';
import { HR_REPORT_RESOURCES } from './reports/hr-reports.resources';
import './hr.dictionaries';
import './hr.menus';

// Staff HR: leave, overtime, business travel, resignation, transfer, office supplies, staff expenses.
@Module({
  imports: [WorkflowModule],
  providers: [HrHooks, RequestOverlapHooks, HrOperations, HrDemoSeed, ...HR_REPORT_PROVIDERS],
})
export class HrModule {
  constructor(registry: ResourceRegistry) {
    registry.register([...HR_RESOURCES, ...HR_REPORT_RESOURCES]);
    registry.extend([staffRecordFields]);
  }
}
