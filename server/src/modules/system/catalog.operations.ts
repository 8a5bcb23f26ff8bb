import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { shippedMenus } from '../../core/access/menu-declarations';
import { SysDept } from '../../core/access/sys-dept.entity';
import { SysMenu } from '../../core/access/sys-menu.entity';
import { SysCode } from '../../core/dictionary/sys-code.entity';
import { dictItems } from '../../core/dictionary/dictionary';
import type { OpContext } from '../../core/resource/op-context';
import { Operation } from '../../core/resource/resource.decorators';
import type { FieldDecl } from '../../core/resource/resource.types';
import { allDictionaryItems } from './system.repository';

const idLabel = { zh: '上级编号', en: 'Parent id' };
const MARK: FieldDecl = { type: 'string', label: { zh: '字典标识', en: 'Mark' }, required: true, max: 64 };

// Reads every screen needs (dictionaries, the organisation tree, the menu tree):
// open to any signed-in user, since they carry no business rows.
@Injectable()
export class CatalogOperations {
  @Operation('SysCode', 'getSysCodeList', { perm: null, body: { mark: MARK } })
  async codeList(ctx: OpContext) {
    return dictItems(ctx.manager, ctx.body.mark);
  }

  @Operation('SysCode', 'getSysCodeByParentId', { perm: null, body: { parentId: { type: 'ref', ref: 'SysCode', label: idLabel, required: true } } })
  async codeByParent(ctx: OpContext) {
    const parentId: number = ctx.body.parentId;
    return ctx.manager.find(SysCode, { where: { parentId, enabled: true }, order: { sort: 'ASC', id: 'ASC' }, select: { id: true, parentId: true, value: true, nameZh: true, nameEn: true, sort: true } });
  }

  // Every dictionary at once, for the web's enums.<mark>.<value> labels.
  @Operation('SysCode', 'getAll', { perm: null, body: {} })
  async allCodes(ctx: OpContext) {
    return allDictionaryItems(ctx.manager);
  }

  @Operation('SysDept', 'getForDrop', { perm: null, body: {} })
  async deptForDrop(ctx: OpContext) {
    return ctx.manager.find(SysDept, { where: { enabled: true }, order: { sort: 'ASC', id: 'ASC' }, select: { id: true, parentId: true, name: true, enName: true, deptType: true } });
  }

  // no parentId (or null): the top of the tree
  @Operation('SysDept', 'getByParentId', { perm: null, body: { parentId: { type: 'ref', ref: 'SysDept', label: idLabel } } })
  async deptByParent(ctx: OpContext) {
    const parentId = ctx.body.parentId;
    return ctx.manager.find(SysDept, { where: { parentId: parentId ?? IsNull() }, order: { sort: 'ASC', id: 'ASC' } });
  }

  // each row with the group its declaration puts it in (report screens: 'reports'), so the web shows the
  // group without moving a shipped screen to another directory
  @Operation('SysMenu', 'getTree', { perm: null, body: {} })
  async menuTree(ctx: OpContext) {
    const groups = new Map(shippedMenus().flatMap((m) => (m.group ? [[m.id, m.group] as const] : [])));
    const rows = await ctx.manager.find(SysMenu, { order: { parentId: 'ASC', sort: 'ASC', id: 'ASC' } });
    return rows.map((r) => ({ ...r, group: groups.get(r.id) ?? null }));
  }

}
