import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { WorkflowModule } from '../../workflow/workflow.module';
import { ClaimHooks } from './claims/claim.hooks';
import { ClaimOperations } from './claims/claim.operations';
import { ClaimService } from './claims/claim.service';
import { ExpensesDemoSeed } from './demo/expenses-demo-seed.service';
import { EXPENSE_RESOURCES } from './expenses.resources';
import { EXPENSE_REPORTS, ExpenseReports } from './reports/expense-reports';
import './expenses.dictionaries';
import './expenses.menus';

// Crew expense claims (SPEC §2 boatExpenseAccount, boatApproveExpenseManage): claims with their expense and
// cash-advance lines, approved through processes/crew-expense.bpmn, printed with the amount in capitals,
// and the report lists of the approved claims. Lines may name the bookings they pay for (expenses.api.ts).
@Module({
  imports: [WorkflowModule],
  providers: [ClaimService, ClaimHooks, ClaimOperations, ExpenseReports, ExpensesDemoSeed],
})
export class ExpensesModule {
  constructor(registry: ResourceRegistry) {
    registry.register([...EXPENSE_RESOURCES, ...EXPENSE_REPORTS.map((r) => r.resource)]);
  }
}
