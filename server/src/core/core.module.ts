import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, DiscoveryModule } from '@nestjs/core';
import { PermissionMap } from './access/permission-map';
import { ApiController } from './api/api.controller';
import { ApiExceptionFilter } from './api/exception.filter';
import { HealthController } from './api/health.controller';
import { OperationRouter } from './api/operation-router.service';
import { AuthService } from './auth/auth.service';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { setLocalTimeZone } from './config/local-date';
import { DatabaseLifecycle, databaseProviders } from './database/database.providers';
import { Notifier } from './notify/notifier';
import { ReminderSettingOperations, reminderSettingsResource } from './notify/reminder-settings.operations';
import { MailOutboxOperations } from './notify/mail-outbox.operations';
import { mailOutboxResource } from './notify/mail-outbox.resources';
import { MailSender } from './notify/mail-sender';
import { CrudService } from './resource/crud.service';
import { ReportService } from './reports/report.service';
import { metaResource, MetaOperations } from './resource/meta.operations';
import { ResourceRegistry } from './resource/resource-registry';

// The platform: knows no business entity. Modules get the registry, CRUD and auth from here.
@Global()
@Module({})
export class CoreModule {
  constructor(registry: ResourceRegistry) {
    // the reminder settings' fields are the kinds modules registered as their files loaded
    registry.register([metaResource, reminderSettingsResource(), mailOutboxResource]);
  }

  static forRoot(config: AppConfig): DynamicModule {
    setLocalTimeZone(config.timeZone);
    return {
      module: CoreModule,
      imports: [DiscoveryModule],
      controllers: [HealthController, ApiController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        ...databaseProviders,
        DatabaseLifecycle,
        ResourceRegistry,
        CrudService,
        ReportService,
        AuthService,
        PermissionMap,
        OperationRouter,
        Notifier,
        MetaOperations,
        ReminderSettingOperations,
        MailOutboxOperations,
        MailSender,
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [APP_CONFIG, ...databaseProviders.map((p) => (p as { provide: unknown }).provide as symbol), ResourceRegistry, CrudService, ReportService, AuthService, PermissionMap, OperationRouter, Notifier],
    };
  }
}
