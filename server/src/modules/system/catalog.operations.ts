import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { shippedMenus } from '../../core/access/menu-declarations';
import { SysDept } from '../../core/access/sys-dept.entity';
import { SysCode } from '../../core/dictionary/sys-code.entity';
import { dictItems } from '../../core/dictionary/dictionary';
import type { OpContext } from '../../core/resource/op-context';
import { Operation } from '../../core/resource/resource.decorators';
import type { BodyOf, OperationBody } from '../../core/resource/operation-body';
import type { FieldDecl } from '../../core/resource/resource.types';
import { allDictionaryItems, menuRows } from './system.repository';

const idLabel = { zh: '上级编号', en: 'Parent id' };
const CODE_LIST_BODY = { mark: { type: 'string', label: { zh: '字典标识', en: 'Mark' }, required: true, max: 64 } } satisfies OperationBody;
const CODE_BY_PARENT_BODY = { parentId: { type: 'ref', ref: 'SysCode', label: idLabel, required: true } } satisfies OperationBody;
const DEPT_BY_PARENT_BODY = { parentId: { type: 'ref', ref: 'SysDept', label: idLabel } } satisfies OperationBody;

// Reads every screen needs (dictionaries, the organisation tree, the menu tree):
// open to any signed-in user, since they carry no business rows.
@Injectable()
export class CatalogOperations {
  @Operation('SysCode', 'getSysCodeList', { perm: null, body: CODE_LIST_BODY })
  async codeList(ctx: OpContext<BodyOf<typeof CODE_LIST_BODY>>) {
    return dictItems(ctx.manager, ctx.body.mark);
  }

  @Operation('SysCode', 'getSysCodeByParentId', { perm: null, body: CODE_BY_PARENT_BODY })
  async codeByParent(ctx: OpContext<BodyOf<typeof CODE_BY_PARENT_BODY>>) {
    const { parentId } = ctx.body;
    return ctx.manager.find(SysCode, { where: { parentId, enabled: true }, order: { sort: 'ASC', id: 'ASC' }, select: { id: true, parentId: true, value: true, nameZh: true, nameEn: true, sort: true } });
  }

  // Every dictionary at once, for the web's enums.<mark>.<value> labels.
  // the same for every caller until a dictionary changes: tagged, so the web revalidates its copy
  @Operation('SysCode', 'getAll', { perm: null, body: {}, etag: true })
  async allCodes(ctx: OpContext) {
    return allDictionaryItems(ctx.manager);
  }

  @Operation('SysDept', 'getForDrop', { perm: null, body: {} })
  async deptForDrop(ctx: OpContext) {
    return ctx.manager.find(SysDept, { where: { enabled: true }, order: { sort: 'ASC', id: 'ASC' }, select: { id: true, parentId: true, name: true, enName: true, deptType: true } });
  }

  // no parentId (or null): the top of the tree
  @Operation('SysDept', 'getByParentId', { perm: null, body: DEPT_BY_PARENT_BODY })
  async deptByParent(ctx: OpContext<BodyOf<typeof DEPT_BY_PARENT_BODY>>) {
    const parentId = ctx.body.parentId;
    return ctx.manager.find(SysDept, { where: { parentId: parentId ?? IsNull() }, order: { sort: 'ASC', id: 'ASC' } });
  }

  // each row with the group its declaration puts it in (report screens: 'reports'), so the web shows the
  // group without moving a shipped screen to another directory
  @Operation('SysMenu', 'getTree', { perm: null, body: {}, etag: true })
  async menuTree(ctx: OpContext) {
    const groups = new Map(shippedMenus().flatMap((m) => (m.group ? [[m.id, m.group] as const] : [])));
    return (await menuRows(ctx.manager)).map((r) => ({ ...r, group: groups.get(r.id) ?? null }));
  }

}
