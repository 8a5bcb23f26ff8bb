import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { WorkflowModule } from '../../workflow/workflow.module';
import { HrHooks } from './hr.hooks';
import { HR_RESOURCES } from './hr.resources';
import { HrDemoSeed } from './services/hr-demo-seed.service';

// Staff HR: leave, overtime, business travel, resignation, transfer, office supplies, staff expenses.
@Module({
  imports: [WorkflowModule],
  providers: [HrHooks, HrDemoSeed],
})
export class HrModule {
  constructor(registry: ResourceRegistry) {
    registry.register(HR_RESOURCES);
  }
}
