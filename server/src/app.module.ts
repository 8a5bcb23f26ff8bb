import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './core/config/app-config';
import { AmountModule } from './core/amount/amount.module';
import { CoreModule } from './core/core.module';
import { FilesModule } from './core/files/files.module';
import { ClientsModule } from './modules/clients/clients.module';
import { CrewModule } from './modules/crew/crew.module';
import { DispatchModule } from './modules/dispatch/dispatch.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { ExpensesModule } from './modules/expenses/expenses.module';
import { FilingModule } from './modules/filing/filing.module';
import { HrModule } from './modules/hr/hr.module';
import { InsuranceModule } from './modules/insurance/insurance.module';
import { SystemModule } from './modules/system/system.module';
import { TimersModule } from './workflow/timers/timers.module';
import { WorkflowModule } from './workflow/workflow.module';

// The one place that lists the modules.
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), FilesModule, AmountModule, TimersModule, WorkflowModule, SystemModule, HrModule, ClientsModule, CrewModule, DispatchModule, InsuranceModule, FilingModule, BookingsModule, ExpensesModule],
    };
  }
}
