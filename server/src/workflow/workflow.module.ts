import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../core/resource/resource-registry';
import { ApproversModule } from './approvers/approvers.module';
import { FlowLockHooks } from './flows/flow-lock.hooks';
import { DefinitionNamesHooks } from './registry/definition-names.hooks';
import { DefinitionOperations } from './registry/definition.operations';
import { FlowOperations } from './flows/flow.operations';
import { TaskApprovalOperations } from './flows/task-approval.operations';
import { FlowService } from './flows/flow.service';
import { DefinitionRegistry } from './registry/definition-registry.service';
import { FlowDetailService } from './tasks/flow-detail.service';
import { MyProcessOperations } from './tasks/my-process.operations';
import './workflow.dictionaries';
import './workflow.menus';
import { WORKFLOW_RESOURCES } from './tasks/my-process.resources';
import { FlowTimerService } from './timers/flow-timer.service';

// Approval flows: definitions from processes/, the runtime, the to-do lists. Knows no business entity:
// a module declares a resource with a processId and gets submit, withdraw, approve and reject.
@Module({
  imports: [ApproversModule],
  providers: [DefinitionRegistry, FlowService, FlowDetailService, MyProcessOperations, TaskApprovalOperations, FlowOperations, FlowLockHooks, DefinitionNamesHooks, DefinitionOperations, FlowTimerService],
  exports: [FlowService],
})
export class WorkflowModule {
  constructor(registry: ResourceRegistry) {
    registry.register(WORKFLOW_RESOURCES);
  }
}
