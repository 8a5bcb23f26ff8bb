import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { localToday } from '../../../core/config/local-date';
import { SysCredential } from '../entities/sys-credential.entity';
import { refreshWarnings } from './credential-warn';
import { hasOtherSubTypes, isSelfOrAncestor, typesHeld } from './credential-type.repository';
import { CrewError } from '../crew.errors';

// The certificate type tree: no cycles, a changed warning period applied at once, no orphaned kinds.
@Injectable()
export class CredentialTypeHooks {
  // a type cannot sit under itself or under one of its own descendants
  @Hook('SysCredential.update:before')
  async noCycle(ctx: OpContext, { input, current }: { input: Partial<SysCredential>; current: SysCredential }) {
    if (input.parentId == null) return;
    if (await isSelfOrAncestor(ctx.manager, current.id, input.parentId)) throw new AppException(CrewError.typeUnderItself, {}, [{ field: 'parentId', reason: 'format' }]);
  }

  // a new warning period applies to the certificates of the type at once
  @Hook('SysCredential.update:after')
  async periodChanged(ctx: OpContext, { record, before }: { record: SysCredential; before: SysCredential }) {
    if (record.warnValue === before.warnValue && record.warnUnit === before.warnUnit) return;
    await refreshWarnings(ctx.manager, localToday(), { typeId: record.id });
  }

  // a group with sub-types is removed only after them
  @Hook('SysCredential.delete:before')
  async noOrphans(ctx: OpContext, { records }: { records: SysCredential[] }) {
    const ids = records.map((r) => r.id);
    if (await hasOtherSubTypes(ctx.manager, ids)) throw new AppException('InUse');
    if (await typesHeld(ctx.manager, ids)) throw new AppException('InUse');
  }
}
