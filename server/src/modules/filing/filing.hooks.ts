import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import { certificateOwner } from '../crew/crew.api';
import type { BoatQualificationFiling } from './entities/boat-qualification-filing.entity';
import { FilingError } from './filing.errors';

// A filing files one of the seafarer's own certificates.
@Injectable()
export class FilingHooks {
  @Hook('boatReport.insert:before')
  @Hook('boatReport.update:before')
  async ownCertificate(ctx: OpContext, { input, current }: { input: Partial<BoatQualificationFiling>; current?: BoatQualificationFiling }) {
    const row = { ...current, ...input };
    if (row.userId == null || row.credentialId == null) return;
    const owner = await certificateOwner(ctx.manager, row.credentialId);
    if (owner !== undefined && owner !== row.userId) throw new AppException(FilingError.certificateNotTheirs, {}, [{ field: 'credentialId', reason: 'ref' }]);
  }
}
