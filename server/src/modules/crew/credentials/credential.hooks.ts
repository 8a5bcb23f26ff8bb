import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { refreshCrewWarn, refreshWarnings } from './credential-warn';
import { warnStatusOf } from './credential.repository';
import { certificateKind } from './credential-type.repository';
import { CrewError } from '../crew.errors';
import type { BoatUserCredential } from '../entities/boat-user-credential.entity';

// A certificate, however written: named after its type, of a kind (not a group), its warning state and
// its seafarer's worst state kept on every write.
@Injectable()
export class CredentialHooks {
  // the type names the certificate and its category unless the user named it
  @Hook('boatUserCredential.insert:before')
  @Hook('boatUserCredential.update:before')
  async fromType(ctx: OpContext, { input, current }: { input: Partial<BoatUserCredential>; current?: BoatUserCredential }) {
    if (!('credentialId' in input) && current) return;
    const type = await certificateKind(ctx.manager, input.credentialId);
    if (!type) return; // the generic ref check has already refused it
    // a group of the type tree (适任证书) holds kinds; a certificate is of a kind, with its warning period
    if (type.is_group) throw new AppException(CrewError.certificateKindNotGroup, {}, [{ field: 'credentialId', reason: 'group' }]);
    if (!input.name && !current?.name) input.name = type.name;
    input.certificateType = type.certificate_type;
  }

  @Hook('boatUserCredential.insert:after')
  @Hook('boatUserCredential.update:after')
  async warnOnWrite(ctx: OpContext, { record, before }: { record: BoatUserCredential; before?: BoatUserCredential }) {
    await refreshWarnings(ctx.manager, localToday(), { ids: [record.id] });
    // the state read back, so the answer shows it; the seafarer's worst state follows
    record.warnstatus = await warnStatusOf(ctx.manager, record.id);
    await refreshCrewWarn(ctx.manager, [record.userId, ...(before ? [before.userId] : [])]);
  }

  @Hook('boatUserCredential.delete:after')
  async afterDelete(ctx: OpContext, { records }: { records: BoatUserCredential[] }) {
    await refreshCrewWarn(ctx.manager, records.map((r) => r.userId));
  }
}
