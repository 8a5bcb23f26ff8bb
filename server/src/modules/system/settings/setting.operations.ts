import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception';
import type { ResourceDef } from '../../../core/resource/define-resource';
import { validateInput } from '../../../core/resource/field-validator';
import type { OpContext } from '../../../core/resource/op-context';
import { partialBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { SysDispSetting } from '../entities/sys-user-setting.entity';
import { DISP_DEFAULTS, sysDispSettingResource } from './setting.resources';
import type { Row } from '../../../core/resource/row';

type SettingEntity = typeof SysDispSetting;
// Home-page settings (the message settings are the platform's: core/notify/reminder-settings): always the caller's own row, so any signed-in user may call them (perm null).
@Injectable()
export class SettingOperations {
  @Operation('SysDispSetting', 'getMine', { perm: null, body: {} })
  getDisp(ctx: OpContext) {
    return getMine(ctx.manager, SysDispSetting, sysDispSettingResource, DISP_DEFAULTS, ctx.user!.userId);
  }

  @Operation('SysDispSetting', 'saveMine', { perm: null, write: true, body: partialBody(sysDispSettingResource.fields) })
  saveDisp(ctx: OpContext) {
    return saveMine(ctx, SysDispSetting, DISP_DEFAULTS);
  }
}

async function getMine(manager: EntityManager, entity: SettingEntity, def: ResourceDef, defaults: Row, userId: number) {
  const row = (await manager.findOneBy(entity, { userId })) as Row | null;
  if (!row) return [{ ...defaults, version: 0 }]; // version 0: nothing saved yet
  return [{ ...Object.fromEntries(Object.keys(def.fields).map((k) => [k, row[k]])), version: row.version }];
}

// Fields sent are validated from the declaration and saved; fields left out keep their value (or the
// default). One INSERT … ON CONFLICT, so two first saves racing cannot collide on the primary key.
async function saveMine(ctx: OpContext, entity: SettingEntity, defaults: Row) {
  const input = validateInput(ctx.resource.fields, ctx.body, 'update');
  // a save that names no setting changes nothing: say so rather than "saved"
  if (!Object.keys(input).length) throw new AppException('NothingToUpdate');
  const meta = ctx.manager.connection.getMetadata(entity);
  const col = (prop: string) => `"${meta.findColumnWithPropertyName(prop)!.databaseName}"`;
  const full: Row = { ...defaults, ...input };
  const keys = Object.keys(full);
  const sets = [...Object.keys(input).map((k) => `${col(k)} = EXCLUDED.${col(k)}`), `"version" = t."version" + 1`];
  await ctx.manager.query(
    `INSERT INTO "${meta.tableName}" AS t ("user_id", ${keys.map(col).join(', ')})
     VALUES ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT ("user_id") DO UPDATE SET ${sets.join(', ')}`,
    [ctx.user!.userId, ...keys.map((k) => full[k])],
  );
  return getMine(ctx.manager, entity, ctx.resource, defaults, ctx.user!.userId);
}
