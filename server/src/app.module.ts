import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './core/config/app-config';
import { CoreModule } from './core/core.module';
import { SystemModule } from './modules/system/system.module';

// The one place that lists the modules.
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), SystemModule],
    };
  }
}
