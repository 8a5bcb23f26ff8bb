import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { WorkflowModule } from '../../workflow/workflow.module';
import { CrewModule } from '../crew/crew.module';
import { ComplianceDefaults } from './demo/compliance-defaults';
import { DispatchDemoSeed } from './demo/dispatch-demo-seed.service';
import { crewReadinessExtension, DISPATCH_RESOURCES } from './dispatch.resources';
import { CredentialDealLink } from './links/credential-deal.link';
import { OrderExecution } from './orders/order-execution';
import { OrderHooks } from './orders/order.hooks';
import { OrderLifecycleOperations } from './orders/order-lifecycle.operations';
import { OrderOperations } from './orders/order.operations';
import { OrderStore } from './orders/order-store';
import { OrderWriter } from './orders/order-writer';
import { PlanOrdersOperations } from './orders/plan-orders.operations';
import { PlanHooks } from './plans/plan.hooks';
import { PlanOperations } from './plans/plan.operations';
import { TemplateHooks } from './plans/template.hooks';
import { REPORT_PROVIDERS, REPORT_RESOURCES } from './reports';
import { ManningOperations, planOnboatResource, planToUserResource } from './search/manning.operations';
import './dispatch.dictionaries';
import './dispatch.menus';

// Dispatch (SPEC §2 Dispatch): plans of three kinds approved through processes/dispatch-plan.bpmn, the
// orders they carry out through the crew module's sea-service operations, the compliance matrix, the
// relief forecast and the dispatch reports.
@Module({
  imports: [CrewModule, WorkflowModule],
  // check items of other modules' link kinds are made through it (boatInsuranceDispatch.insert)
  exports: [OrderLifecycleOperations],
  providers: [OrderStore, OrderWriter, OrderExecution, OrderOperations, OrderHooks, OrderLifecycleOperations, PlanOrdersOperations, PlanHooks, PlanOperations, TemplateHooks, ManningOperations, CredentialDealLink, ...REPORT_PROVIDERS, ComplianceDefaults, DispatchDemoSeed],
})
export class DispatchModule {
  constructor(registry: ResourceRegistry) {
    registry.register([...DISPATCH_RESOURCES, planOnboatResource, planToUserResource, ...REPORT_RESOURCES]);
    registry.extend([crewReadinessExtension]);
  }
}
