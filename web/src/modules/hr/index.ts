import { registerDashboardPanel } from '../../app/dashboard/dashboard-panels';

// Staff HR: the home page follows the department's leave and business travel.
registerDashboardPanel({ flag: 'dispVacation', screen: 'vacationManage' });
registerDashboardPanel({ flag: 'dispTravel', screen: 'businessTravelManage' });
