import { Injectable, OnModuleInit } from '@nestjs/common';
import { ADMIN_ROLE_ID } from '../../../core/access/can';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { shipownersOfUser } from '../../clients/clients.api';
import { crewRights } from './crew-rights';
import { seafarerOwnership, type SeafarerOwnership } from './crew-access.repository';
import { CrewError } from '../crew.errors';
import type { BoatUserInfo } from '../entities/boat-user-info.entity';
import { YES_NO } from '../../system/system.states';

// Who may change a seafarer's record (SPEC §5, §6), on the main record and on every tab of the file:
// a recruiter adds seafarers and completes the ones they entered until someone confirms them, and
// changes nothing else; a user who serves shipowners (SysUserShipowner) changes only those shipowners'
// crew; nobody confirms a record they entered themselves. Reading follows the crew rights instead.
@Injectable()
export class CrewGuard implements OnModuleInit {
  constructor(private readonly registry: ResourceRegistry) {}

  onModuleInit(): void {
    for (const def of this.registry.all().filter((d) => d.scope?.via?.resource === 'BoatUserInfo')) {
      this.registry.hook(`${def.name}.insert:before`, (ctx, { input }) => this.tabChange(ctx, [input.userId]));
      this.registry.hook(`${def.name}.update:before`, (ctx, { input, current }) => this.tabChange(ctx, [current.userId, input.userId ?? current.userId]));
      this.registry.hook(`${def.name}.delete:before`, (ctx, { records }) => this.tabChange(ctx, records.map((r) => r.userId)));
    }
  }

  @Hook('BoatUserInfo.insert:before')
  async onInsert(ctx: OpContext, { input }: { input: Partial<BoatUserInfo> }) {
    if (this.exempt(ctx)) return;
    if (input.isConfirm === YES_NO.Yes) throw new AppException(CrewError.confirmOwn);
    const owners = await shipownersOfUser(ctx.manager, ctx.user!.userId);
    if (owners.length && !owners.includes(input.shipownerId as number)) throw new AppException(CrewError.notYourShipowner);
  }

  @Hook('BoatUserInfo.update:before')
  async onUpdate(ctx: OpContext, { input, current }: { input: Partial<BoatUserInfo>; current: BoatUserInfo }) {
    if (this.exempt(ctx)) return;
    // the seafarer as it is, and as it would be under another shipowner
    const moved = 'shipownerId' in input && input.shipownerId !== current.shipownerId;
    await this.assertMayChange(ctx, moved ? [current, { ...current, ...input }] : [current]);
    if (input.isConfirm === YES_NO.Yes && current.isConfirm !== YES_NO.Yes && current.createdBy === ctx.user!.userId) throw new AppException(CrewError.confirmOwn);
  }

  @Hook('BoatUserInfo.delete:before')
  onDelete(ctx: OpContext, { records }: { records: BoatUserInfo[] }) {
    return this.assertMayChange(ctx, records);
  }

  // the seafarers a tab row belongs to, before and after the change
  private async tabChange(ctx: OpContext, userIds: unknown[]) {
    if (this.exempt(ctx)) return;
    const ids = [...new Set(userIds.filter((x): x is number => typeof x === 'number'))];
    if (!ids.length) return;
    await this.assertMayChange(ctx, await seafarerOwnership(ctx.manager, ids));
  }

  async assertMayChange(ctx: OpContext, crew: SeafarerOwnership[]): Promise<void> {
    if (this.exempt(ctx)) return;
    const user = ctx.user!;
    if (crewRights(user).recruiter && crew.some((c) => c.createdBy !== user.userId || c.isConfirm === YES_NO.Yes)) throw new AppException(CrewError.recruiterReadOnly);
    const owners = await shipownersOfUser(ctx.manager, user.userId);
    if (owners.length && crew.some((c) => c.shipownerId === null || !owners.includes(c.shipownerId))) throw new AppException(CrewError.notYourShipowner);
  }

  // the administrator, and the server's own work (demo data, timed tasks), are not restricted
  private exempt(ctx: OpContext): boolean {
    return !ctx.user || ctx.user.roleIdList.includes(ADMIN_ROLE_ID);
  }
}
