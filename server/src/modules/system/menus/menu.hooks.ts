import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { shippedMenus } from '../../../core/access/menu-declarations';
import { SysMenu } from '../../../core/access/sys-menu.entity';
import { SysRoleMenu } from '../../../core/access/sys-role.entity';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import type { HookPayloads } from '../../../core/resource/hook-payloads';
import { SystemError } from '../system.errors';
import { childrenOutside, nextAddedMenuId } from './menu.repository';

// Ids the administrator's menus take: above every id the menu tree may ever ship (core/access/menu-dsl.ts: directory
// d * 1000 + screens * 10 + buttons, d < 100), so a later release never collides with them.
const FIRST_ADDED_ID = 100_000;
// where each kind may stand: a directory at the top or in a directory, a screen in a directory, a button on a screen
const PARENT_OF: Record<string, Array<string | null>> = { D: [null, 'D'], M: ['D'], B: ['M'] };

@Injectable()
export class MenuHooks {
  @Hook('SysMenu.insert:before')
  async insert(ctx: OpContext, { input }: HookPayloads<SysMenu>['insert:before']) {
    if (!/^[A-Za-z][\w:-]{0,99}$/.test(String(input.perms))) throw new AppException(SystemError.menuPerms);
    const parent = input.parentId == null ? null : await ctx.manager.findOneBy(SysMenu, { id: input.parentId });
    if (input.parentId != null && !parent) throw new AppException('NotFound');
    if (!PARENT_OF[String(input.menuType)]?.includes(parent?.menuType ?? null)) throw new AppException(SystemError.menuPlace);
    input.id = await nextAddedMenuId(ctx.manager, FIRST_ADDED_ID);
    input.path = input.menuType === 'M' ? `/home/${input.perms}` : null;
    input.sort ??= 0;
    input.visible ??= true;
  }

  @Hook('SysMenu.delete:before')
  async delete(ctx: OpContext, { records }: HookPayloads<SysMenu>['delete:before']) {
    const shipped = new Set(shippedMenus().map((m) => m.id));
    if (records.some((r) => shipped.has(r.id))) throw new AppException(SystemError.menuShipped);
    const ids = records.map((r) => r.id);
    if (await childrenOutside(ctx.manager, ids)) throw new AppException(SystemError.menuHasChildren);
    await ctx.manager.delete(SysRoleMenu, { menuId: In(ids) });
  }
}
