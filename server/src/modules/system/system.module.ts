import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { AuthOperations } from './auth.operations';
import { CatalogOperations } from './catalog.operations';
import { SeedService } from './seed/seed.service';
import { SystemHooks } from './system.hooks';
import { SYSTEM_RESOURCES } from './system.resources';

@Module({ providers: [SystemHooks, AuthOperations, CatalogOperations, SeedService] })
export class SystemModule {
  constructor(registry: ResourceRegistry) {
    registry.register(SYSTEM_RESOURCES);
  }
}
