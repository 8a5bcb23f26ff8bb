import { registerDashboardWidget } from '../app/dashboard/dashboard-panels';
import { registerMenuBadge, registerRowExtension, registerScreen } from '../core/resource/overrides';
import { AgencyBadge } from './AgencyBadge';
import { AlreadyDonePage } from './AlreadyDonePage';
import { ApprovalUserManagePage } from './ApprovalUserManagePage';
import { MyAgencyPage } from './MyAgencyPage';
import { ProcessManagePage } from './ProcessManagePage';
import { ProgressButton } from './ProgressButton';
import { StartedByMePage } from './StartedByMePage';
import { WaitingPanel } from './WaitingPanel';

// The approval screens; and, on every resource approved through a flow, the row's progress.
registerScreen('myAgency', MyAgencyPage);
registerScreen('alreadyDone', AlreadyDonePage);
registerScreen('myStarted', StartedByMePage);
registerScreen('processManage', ProcessManagePage);
registerScreen('approvalUserManage', ApprovalUserManagePage);
registerMenuBadge('myAgency', AgencyBadge);
registerDashboardWidget('waiting', WaitingPanel);
registerRowExtension({ key: 'progress', appliesTo: (r) => !!r.processId, Component: ProgressButton });
