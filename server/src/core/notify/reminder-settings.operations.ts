import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppException } from '../errors/app.exception';
import { defineResource, type ResourceDef } from '../resource/define-resource';
import { validateInput } from '../resource/field-validator';
import { L } from '../resource/label';
import { partialBody } from '../resource/operation-body';
import { ResourceRegistry } from '../resource/resource-registry';
import { reminderFields } from './reminder-kinds';
import { readReminderSettings, saveReminderSettings, type ReminderSettings } from './reminder-settings';

// The message-settings dialog: one set per user, read and saved by that user only. Its fields are the
// registered reminder kinds, so the declaration is built when the application is, not at import.
export function reminderSettingsResource(): ResourceDef {
  return defineResource({ name: 'SysRemindSetting', label: L('消息设置', 'Message settings'), fields: reminderFields() });
}

// Always the caller's own settings, so any signed-in user may call them (perm null).
@Injectable()
export class ReminderSettingOperations implements OnModuleInit {
  constructor(private readonly registry: ResourceRegistry) {}

  onModuleInit(): void {
    const def = this.registry.resource('SysRemindSetting')!;
    this.registry.defineOperation({ resource: def.name, name: 'getMine', perm: null, body: {} }, async (ctx) => [await readReminderSettings(ctx.manager, ctx.user!.userId)]);
    this.registry.defineOperation({ resource: def.name, name: 'saveMine', perm: null, write: true, body: partialBody(def.fields) }, async (ctx) => {
      const input = validateInput(ctx.resource.fields, ctx.body, 'update') as ReminderSettings;
      // a save that names no setting changes nothing: say so rather than "saved"
      if (!Object.keys(input).length) throw new AppException('NothingToUpdate');
      await saveReminderSettings(ctx.manager, ctx.user!.userId, input);
      return [await readReminderSettings(ctx.manager, ctx.user!.userId)];
    });
  }
}
