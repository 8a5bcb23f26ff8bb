import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { ClientsModule } from '../clients/clients.module';
import { CrewFilesRule } from './access/crew-files.hooks';
import { CrewGuard } from './access/crew-guard.hooks';
import { CredentialFlowHooks } from './credentials/credential-flows.hooks';
import { CredentialTypeOperations } from './credentials/credential-type.operations';
import { CredentialHooks } from './credentials/credential.hooks';
import { CredentialOperations } from './credentials/credential.operations';
import { CredentialTypeHooks } from './credentials/credential-type.hooks';
import { CredentialWarnJob } from './credentials/credential-warn.job';
import { CrewHooks } from './crew.hooks';
import { CrewOperations } from './crew.operations';
import { CREW_RESOURCES } from './crew.resources';
import { crewRoleRights } from './access/crew-role.resources';
// the crew rights, the crew data scope and the crew's upload folders, registered as these files load
import './access/crew-rights';
import './crew-upload-folders';
import { CrewDemoSeed } from './demo/crew-demo-seed.service';
import { CrewReports } from './reports/crew-reports';
import { ResumeExport } from './resume/resume-export';
import { WorkHooks } from './work/work.hooks';
import { WorkOperations } from './work/work.operations';
import './crew.dictionaries';
import './crew.menus';

// Seafarers with every tab of their file, their sea service, and their certificates with warnings.
@Module({
  imports: [ClientsModule],
  // the sea-service operations: dispatch orders are carried out through them
  exports: [WorkOperations],
  providers: [CrewGuard, CrewFilesRule, CredentialFlowHooks, CrewHooks, CrewOperations, WorkOperations, WorkHooks, CredentialTypeOperations, CredentialTypeHooks, CredentialOperations, CredentialHooks, CredentialWarnJob, ResumeExport, CrewReports, CrewDemoSeed],
})
export class CrewModule {
  constructor(registry: ResourceRegistry) {
    registry.register(CREW_RESOURCES);
    registry.extend([crewRoleRights]);
  }
}
