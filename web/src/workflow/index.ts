import { registerDashboardWidget } from '../app/dashboard/dashboard-panels';
import { registerMenuBadge, registerRowExtension, registerScreen, registerToolbarExtension } from '../core/resource/overrides';
import { AgencyBadge } from './AgencyBadge';
import { DiagramButton } from './DiagramButton';
import { FlowViewBulk } from './FlowViewBulk';
import { ProgressButton } from './ProgressButton';
import { WaitingPanel } from './WaitingPanel';

// The approval screens; on every resource approved through a flow, the row's progress; on the
// management screens of a flow's requests, approving the selected ones at once.
registerScreen('myAgency', () => import('./MyAgencyPage').then((m) => m.MyAgencyPage));
registerScreen('alreadyDone', () => import('./AlreadyDonePage').then((m) => m.AlreadyDonePage));
registerScreen('myStarted', () => import('./StartedByMePage').then((m) => m.StartedByMePage));
registerScreen('processManage', () => import('./ProcessManagePage').then((m) => m.ProcessManagePage));
registerScreen('approvalUserManage', () => import('./ApprovalUserManagePage').then((m) => m.ApprovalUserManagePage));
registerMenuBadge('myAgency', AgencyBadge);
registerDashboardWidget('waiting', WaitingPanel);
registerRowExtension({ key: 'diagram', appliesTo: (r) => r.name === 'WfDefinition', Component: DiagramButton });
registerRowExtension({ key: 'progress', appliesTo: (r) => !!r.processId, Component: ProgressButton });
registerToolbarExtension({ key: 'bulkApproval', appliesTo: (r) => !!r.flow?.view, Component: FlowViewBulk });
