import { Injectable } from '@nestjs/common';
import { assertMayManageUser } from '../../core/access/delegation';
import { SysUser } from '../../core/auth/sys-user.entity';
import { AppException } from '../../core/errors/app.exception';
import type { OpContext } from '../../core/resource/op-context';
import { Hook } from '../../core/resource/resource.decorators';
import type { HookPayloads } from '../../core/resource/hook-payloads';
import type { CustomerInfo } from './entities/customer-info.entity';
import type { CustomerVisit } from './entities/customer-visit.entity';
import type { SysUserShipowner } from './entities/sys-user-shipowner.entity';

// what a hook on these rows is handed in each phase
type On<R extends object, P extends keyof HookPayloads> = HookPayloads<R>[P];

@Injectable()
export class ClientHooks {
  // Linking a user to shipowners opens those shipowners' crew to them (crew rights "own shipowners"): a
  // grant like a role, so it follows delegated administration: not to oneself, and only to a user whose
  // rights lie within the caller's.
  @Hook('SysUserShipowner.insert:before')
  @Hook('SysUserShipowner.update:before')
  @Hook('SysUserShipowner.delete:before')
  async shipownerGrant(ctx: OpContext, payload: { input?: Partial<SysUserShipowner>; current?: SysUserShipowner; records?: SysUserShipowner[] }) {
    if (!ctx.user) return;
    const userIds = new Set<number>();
    for (const row of [payload.input, payload.current, ...(payload.records ?? [])]) if (typeof row?.userId === 'number') userIds.add(row.userId);
    for (const id of userIds) {
      const target = await ctx.manager.findOne(SysUser, { where: { id }, select: { id: true, deptId: true } });
      if (!target) throw new AppException('MissingRef');
      await assertMayManageUser(ctx.manager, ctx.user, target);
    }
  }

  // customers and visits belong to the department of whoever keeps them
  @Hook('CustomerInfo.insert:before')
  ownDept(ctx: OpContext, { input }: On<CustomerInfo, 'insert:before'>) {
    input.deptId = ctx.user?.deptId ?? null;
  }

  // a visit, besides, was made by whoever records it unless they name the visitor
  @Hook('CustomerVisit.insert:before')
  ownVisit(ctx: OpContext, { input }: On<CustomerVisit, 'insert:before'>) {
    input.deptId = ctx.user?.deptId ?? null;
    if (input.visitorId == null) input.visitorId = ctx.user?.userId ?? null;
  }
}
