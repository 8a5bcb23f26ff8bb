import { registerDashboardWidget } from '../../app/dashboard/dashboard-panels';
import { addCatalogBundles } from '../../core/i18n/i18n';
import { registerFieldOverride, registerListOptions, registerRowExtension, registerScreen } from '../../core/resource/overrides';
import { registerRecordSection } from '../../workflow/record-sections';
import { ComplianceDisplay } from './ComplianceField';
import { DispatchOrderCode } from './DispatchOrderCode';
import { dispatchLocales } from './dispatch.locales';
import { PLAN_KINDS } from './plan-route';
import { isOpen, notCompliant } from './plan-state';
import { PlanOrdersSection } from './PlanOrdersSection';
import { PlanStateValue } from './PlanStateValue';
import { PlanViewLink } from './PlanViewLink';
import { FORECAST_ASKED, ReliefForecastWidget } from './ReliefForecastWidget';
import './dispatch.css';

addCatalogBundles(dispatchLocales);

// the three kinds of plan: their lists (generic) open the one view screen, and their approvers read the
// plan's orders with the certificate check
const planResources = new Set<string>(PLAN_KINDS.map((k) => k.resource));
for (const kind of PLAN_KINDS) {
  registerScreen(kind.view, () => import('./DispatchPlanPage').then((m) => m.DispatchPlanPage));
  registerRecordSection(kind.resource, PlanOrdersSection);
}
registerRowExtension({ key: 'planView', appliesTo: (r) => planResources.has(r.name), Component: PlanViewLink });
// a plan shows one state wherever its plan status is shown: in approval while its flow runs
for (const resource of [...planResources, 'boatDispatchPlanAny']) registerFieldOverride(resource, 'planStatus', { Display: PlanStateValue });

// orders that fail the compliance matrix stand out in the orders list too
registerListOptions('BoatPlanDispatch', { rowClassName: (row) => (notCompliant(row) && isOpen(row) ? 'order-noncompliant' : undefined) });
registerFieldOverride('BoatPlanDispatch', 'compliance', { Display: ComplianceDisplay });
// the stints dispatch orders wrote name the order by its number
registerFieldOverride('BoatWork', 'dispatchId', { Display: DispatchOrderCode });

registerDashboardWidget('reliefForecast', ReliefForecastWidget, FORECAST_ASKED);
