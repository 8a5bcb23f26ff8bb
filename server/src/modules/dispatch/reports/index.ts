import { ComplianceDefaults } from '../demo/compliance-defaults';
import { DispatchDemoSeed } from '../demo/dispatch-demo-seed.service';
import { ReliefForecast, reliefForecastResource } from '../forecast/relief-forecast';
import { AbnormalSignOffReport, abnormalSignOffResource } from './abnormal-sign-off-report';
import { DispatchReport, dispatchReportResource } from './dispatch-report';
import { onBoatReportResource, personTimeByDeptResource, personTimeResource, PersonTimeReports, sameTermResource } from './person-time-reports';

// The dispatch module's reports and the relief forecast: their declarations (no entity: getList and
// export are their own operations) and the providers that answer them.
export const REPORT_RESOURCES = [dispatchReportResource, abnormalSignOffResource, personTimeResource, sameTermResource, personTimeByDeptResource, onBoatReportResource, reliefForecastResource];
// with them, the start-up work of this part of the module: the default compliance matrix on every start,
// and the demo plans (SEED_DEMO=1) the reports and the forecast show
export const REPORT_PROVIDERS = [DispatchReport, AbnormalSignOffReport, PersonTimeReports, ReliefForecast, ComplianceDefaults, DispatchDemoSeed];
