import { ReliefForecast, reliefForecastResource } from '../forecast/relief-forecast';
import { AbnormalSignOffReport, abnormalSignOffResource } from './abnormal-sign-off-report';
import { DispatchReport, dispatchReportResource } from './dispatch-report';
import { onBoatReportResource, personTimeByDeptResource, personTimeResource, PersonTimeReports, sameTermResource } from './person-time-reports';

// The dispatch module's reports and the relief forecast: their declarations (no entity: getList and
// export are their own operations) and the providers that answer them.
export const REPORT_RESOURCES = [dispatchReportResource, abnormalSignOffResource, personTimeResource, sameTermResource, personTimeByDeptResource, onBoatReportResource, reliefForecastResource];
export const REPORT_PROVIDERS = [DispatchReport, AbnormalSignOffReport, PersonTimeReports, ReliefForecast];
