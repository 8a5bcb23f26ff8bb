import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { HrHooks } from './hr.hooks';
import { HR_RESOURCES } from './hr.resources';

// Staff HR: leave, overtime, business travel, resignation, transfer, office supplies, staff expenses.
@Module({ providers: [HrHooks] })
export class HrModule {
  constructor(registry: ResourceRegistry) {
    registry.register(HR_RESOURCES);
  }
}
