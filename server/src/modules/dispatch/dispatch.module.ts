import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { CrewModule } from '../crew/crew.module';
import { crewReadinessExtension, DISPATCH_RESOURCES } from './dispatch.resources';
import { REPORT_PROVIDERS, REPORT_RESOURCES } from './reports';

// Dispatch (SPEC §2 Dispatch): plans of three kinds approved through processes/dispatch-plan.bpmn, the
// orders they carry out through the crew module's sea-service operations, the compliance matrix, the
// relief forecast and the dispatch reports.
@Module({
  imports: [CrewModule],
  providers: [...REPORT_PROVIDERS],
})
export class DispatchModule {
  constructor(registry: ResourceRegistry) {
    registry.register([...DISPATCH_RESOURCES, ...REPORT_RESOURCES]);
    registry.extend([crewReadinessExtension]);
  }
}
