import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { CrewOperations } from './crew.operations';
import { CREW_RESOURCES } from './crew.resources';

// Seafarers and their certificates (issue 4; so far the certificate type tree).
@Module({ providers: [CrewOperations] })
export class CrewModule {
  constructor(registry: ResourceRegistry) {
    registry.register(CREW_RESOURCES);
  }
}
