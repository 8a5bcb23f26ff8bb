import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { ApproverHooks } from './approvers.hooks';
import { APPROVER_RESOURCES } from './approvers.resources';
import { ApproverService } from './approver.service';
import './approver-authority';

// Who approves: department leaders, the approver configuration, roles, and agents.
@Module({
  providers: [ApproverService, ApproverHooks],
  exports: [ApproverService],
})
export class ApproversModule {
  constructor(registry: ResourceRegistry) {
    registry.register(APPROVER_RESOURCES);
  }
}
