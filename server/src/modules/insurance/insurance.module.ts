import { Module } from '@nestjs/common';
import { defineResource } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { WorkflowModule } from '../../workflow/workflow.module';
import { DispatchModule } from '../dispatch/dispatch.module';
import { BalanceHooks } from './balance/balance.hooks';
import { BalanceOperations } from './balance/balance.operations';
import { BalanceService } from './balance/balance.service';
import { DeclarationHooks } from './declarations/declaration.hooks';
import { DeclarationOperations } from './declarations/declaration.operations';
import { DeclarationService } from './declarations/declaration.service';
import { InsuranceDemoSeed } from './demo/insurance-demo-seed.service';
import { INSURANCE_RESOURCES } from './insurance.resources';
import { INSURANCE_REPORTS, InsuranceReports } from './reports/insurance-reports';
import { InsuranceReminders } from './reminders/insurance-reminders.job';
import { InsuranceLink } from './links/insurance.link';
import { ParamsHooks } from './params/params.hooks';
import { PolicyHooks } from './policies/policy.hooks';
import { PolicyOperations } from './policies/policy.operations';
import { ParamsOperations } from './params/params.operations';
import { PaymentOperations } from './payments/payment.operations';
import { PaymentService } from './payments/payment.service';
import './insurance.dictionaries';
import './insurance.menus';
import './insurance.messages';
import './insurance.reminder-kinds';

// the check item's own entry point (boatInsuranceDispatch.insert), a resource of operations only
const insuranceDispatchResource = defineResource({ name: 'boatInsuranceDispatch', label: L('派遣社保申报', 'Insurance from dispatch'), fields: {} });

// Insurance and social security (SPEC §2 Insurance): the offices' parameters, declarations approved
// through processes/insurance.bpmn and made from dispatch plans, the covers they start and stop, and
// the monthly payments generated from the covers, paid and sealed.
@Module({
  imports: [WorkflowModule, DispatchModule],
  providers: [BalanceService, BalanceHooks, BalanceOperations, DeclarationService, DeclarationHooks, DeclarationOperations, ParamsHooks, ParamsOperations, PolicyOperations, PolicyHooks, PaymentService, PaymentOperations, InsuranceLink, InsuranceReports, InsuranceReminders, InsuranceDemoSeed],
})
export class InsuranceModule {
  constructor(registry: ResourceRegistry) {
    registry.register([...INSURANCE_RESOURCES, insuranceDispatchResource, ...INSURANCE_REPORTS.map((r) => r.resource)]);
  }
}
