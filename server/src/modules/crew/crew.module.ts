import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { ClientsModule } from '../clients/clients.module';
import { CrewFilesRule } from './access/crew-files.rule';
import { CrewGuard } from './access/crew-guard.service';
import { CredentialFlowHooks } from './credentials/credential-flows.hooks';
import { CredentialTypeOperations } from './credentials/credential-type.operations';
import { CredentialOperations } from './credentials/credential.operations';
import { CredentialWarnJob } from './credentials/credential-warn.job';
import { CrewOperations } from './crew.operations';
import { CREW_RESOURCES } from './crew.resources';
import { CrewDemoSeed } from './demo/crew-demo-seed.service';
import { CrewInfoReport } from './reports/crew-info-report';
import { ResumeExport } from './resume/resume-export';
import { WorkOperations } from './work/work.operations';

// Seafarers with every tab of their file, their sea service, and their certificates with warnings.
@Module({
  imports: [ClientsModule],
  providers: [CrewGuard, CrewFilesRule, CredentialFlowHooks, CrewOperations, WorkOperations, CredentialTypeOperations, CredentialOperations, CredentialWarnJob, ResumeExport, CrewInfoReport, CrewDemoSeed],
})
export class CrewModule {
  constructor(registry: ResourceRegistry) {
    registry.register(CREW_RESOURCES);
  }
}
