import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { AuthOperations } from './auth.operations';
import { CatalogOperations } from './catalog.operations';
import { SeedService } from './seed/seed.service';
import { SystemHooks } from './system.hooks';
import { SYSTEM_RESOURCES } from './system.resources';
import { MenuHooks } from './menus/menu.hooks';
import { MessageOperations } from './messages/message.operations';
import { sysMessageResource } from './messages/message.resources';
import { MessageService } from './messages/message.service';
import { SettingOperations } from './settings/setting.operations';
import './pending/pending-modules';
import './system.dictionaries';
import './system.menus';
import { sysDispSettingResource } from './settings/setting.resources';
import { TemplateHooks } from './templates/template.hooks';
import { sysTemplateResource } from './templates/template.resources';

@Module({
  providers: [SystemHooks, MenuHooks, AuthOperations, CatalogOperations, SeedService, MessageService, MessageOperations, SettingOperations, TemplateHooks],
  // MessageService.send(manager, userIds, message): other modules import SystemModule to send messages
  exports: [MessageService],
})
export class SystemModule {
  constructor(registry: ResourceRegistry) {
    registry.register(SYSTEM_RESOURCES);
    registry.register([sysTemplateResource, sysMessageResource, sysDispSettingResource]);
  }
}
