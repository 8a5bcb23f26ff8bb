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
import { saveUserSettings } from './setting.repository';

type SettingEntity = typeof SysDispSetting;
// a user's settings as the dialog shows them: the row without its key and version
type Settings = Omit<SysDispSetting, 'userId' | 'version'>;
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

async function getMine(manager: EntityManager, entity: SettingEntity, def: ResourceDef, defaults: Settings, userId: number) {
  const row = await manager.findOneBy(entity, { userId });
  if (!row) return [{ ...defaults, version: 0 }]; // version 0: nothing saved yet
  return [{ ...Object.fromEntries(Object.keys(def.fields).map((k) => [k, row[k as keyof Settings]])), version: row.version }];
}

// Fields sent are validated from the declaration and saved; fields left out keep their value (or the
// default).
async function saveMine(ctx: OpContext, entity: SettingEntity, defaults: Settings) {
  const input = validateInput(ctx.resource.fields, ctx.body, 'update');
  // a save that names no setting changes nothing: say so rather than "saved"
  if (!Object.keys(input).length) throw new AppException('NothingToUpdate');
  await saveUserSettings(ctx.manager, entity, ctx.user!.userId, { ...defaults, ...input }, Object.keys(input));
  return getMine(ctx.manager, entity, ctx.resource, defaults, ctx.user!.userId);
}
