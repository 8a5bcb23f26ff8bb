import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { PermissionMap } from '../../core/access/permission-map';
import { SysDept } from '../../core/access/sys-dept.entity';
import { SysMenu } from '../../core/access/sys-menu.entity';
import { SysCode } from '../../core/dictionary/sys-code.entity';
import { dictItems } from '../../core/dictionary/dictionary';
import { fieldError, validationError } from '../../core/resource/field-validator';
import type { OpContext } from '../../core/resource/op-context';
import { Operation } from '../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import type { ResourceMeta } from '../../core/resource/resource.types';

const idLabel = { zh: '上级编号', en: 'Parent id' };

// Reads every screen needs (dictionaries, the organisation tree, the menu tree, the declarations):
// open to any signed-in user, since they carry no business rows.
@Injectable()
export class CatalogOperations {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly perms: PermissionMap,
  ) {}

  @Operation('SysCode', 'getSysCodeList', { perm: null })
  async codeList(ctx: OpContext) {
    const mark = ctx.body.mark;
    if (typeof mark !== 'string' || !mark) throw validationError([fieldError('mark', { type: 'string', label: { zh: '字典标识', en: 'Mark' } }, 'required')]);
    return dictItems(ctx.manager, mark);
  }

  @Operation('SysCode', 'getSysCodeByParentId', { perm: null })
  async codeByParent(ctx: OpContext) {
    const parentId = ctx.body.parentId;
    if (typeof parentId !== 'number') throw validationError([fieldError('parentId', { type: 'int', label: idLabel }, 'type')]);
    return ctx.manager.find(SysCode, { where: { parentId, enabled: true }, order: { sort: 'ASC', id: 'ASC' }, select: { id: true, parentId: true, value: true, nameZh: true, nameEn: true, sort: true } });
  }

  // Every dictionary at once, for the web's enums.<mark>.<value> labels.
  @Operation('SysCode', 'getAll', { perm: null })
  async allCodes(ctx: OpContext) {
    return ctx.manager.query(
      `SELECT p.mark, c.value, c.name_zh AS "nameZh", c.name_en AS "nameEn" FROM sys_code c JOIN sys_code p ON p.id = c.parent_id
        WHERE c.enabled ORDER BY p.mark, c.sort, c.id`,
    );
  }

  @Operation('SysDept', 'getForDrop', { perm: null })
  async deptForDrop(ctx: OpContext) {
    return ctx.manager.find(SysDept, { where: { enabled: true }, order: { sort: 'ASC', id: 'ASC' }, select: { id: true, parentId: true, name: true, enName: true, deptType: true } });
  }

  @Operation('SysDept', 'getByParentId', { perm: null })
  async deptByParent(ctx: OpContext) {
    const parentId = ctx.body.parentId;
    if (parentId !== null && parentId !== undefined && typeof parentId !== 'number') throw validationError([fieldError('parentId', { type: 'int', label: idLabel }, 'type')]);
    return ctx.manager.find(SysDept, { where: { parentId: parentId ?? IsNull() }, order: { sort: 'ASC', id: 'ASC' } });
  }

  @Operation('SysMenu', 'getTree', { perm: null })
  async menuTree(ctx: OpContext) {
    return ctx.manager.find(SysMenu, { order: { parentId: 'ASC', sort: 'ASC', id: 'ASC' } });
  }

  @Operation('Meta', 'getResources', { perm: null })
  async resources(): Promise<ResourceMeta[]> {
    const out: ResourceMeta[] = [];
    for (const def of this.registry.all()) {
      const access: Record<string, number | null> = {};
      const operations: string[] = [];
      for (const op of this.registry.operationsOf(def)) {
        operations.push(op.name);
        access[op.name] = op.perm ? ((await this.perms.idOf(op.perm)) ?? -1) : null;
      }
      const actions = this.registry.operationsOf(def).flatMap((op) => (op.ui ? [{ name: op.name, ...op.ui }] : []));
      out.push({ name: def.name, label: def.label, menu: def.menu, fields: def.fields, operations, access, defaultSort: def.defaultSort, processId: def.processId, editWhen: def.editWhen, keyword: def.keyword, actions, related: def.related ?? [], large: def.large });
    }
    return out;
  }
}
