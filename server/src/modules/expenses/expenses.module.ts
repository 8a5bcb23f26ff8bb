import { Module } from '@nestjs/common';
import './expenses.dictionaries';
import './expenses.menus';

// Crew expense claims (SPEC §2 boatExpenseAccount, boatApproveExpenseManage): claims with their expense and
// cash-advance lines, approved through processes/crew-expense.bpmn, printed with the amount in capitals.
@Module({})
export class ExpensesModule {}
