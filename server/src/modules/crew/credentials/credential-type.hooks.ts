import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { localToday } from '../../../core/config/local-date';
import { SysCredential } from '../entities/sys-credential.entity';
import { refreshWarnings } from './credential-warn';
import { CrewError } from '../crew.errors';

// The certificate type tree: no cycles, a changed warning period applied at once, no orphaned kinds.
@Injectable()
export class CredentialTypeHooks {
  // a type cannot sit under itself or under one of its own descendants
  @Hook('SysCredential.update:before')
  async noCycle(ctx: OpContext, { input, current }: { input: Partial<SysCredential>; current: SysCredential }) {
    if (input.parentId == null) return;
    const [hit] = await ctx.manager.query(
      `WITH RECURSIVE up AS (SELECT id, parent_id, 0 AS depth FROM sys_credential WHERE id = $1
         UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM sys_credential c JOIN up ON c.id = up.parent_id WHERE up.depth < 50)
       SELECT 1 FROM up WHERE id = $2`,
      [input.parentId, current.id],
    );
    if (hit) throw new AppException(CrewError.typeUnderItself, {}, [{ field: 'parentId', reason: 'format' }]);
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
    const [child] = await ctx.manager.query('SELECT 1 FROM sys_credential WHERE parent_id = ANY($1) AND NOT id = ANY($1) LIMIT 1', [ids]);
    if (child) throw new AppException('InUse');
    const [used] = await ctx.manager.query('SELECT 1 FROM boat_user_credential WHERE credential_id = ANY($1) LIMIT 1', [ids]);
    if (used) throw new AppException('InUse');
  }
}
