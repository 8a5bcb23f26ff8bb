import './system.ref-sources';
import './system.overrides';
import { registerDashboardPanel } from '../../app/dashboard/dashboard-panels';

// notices and the knowledge base are the office's own screens
registerDashboardPanel({ flag: 'dispNotice', screen: 'noticeManage' });
registerDashboardPanel({ flag: 'dispKnowledge', screen: 'knowledgeBaseManage' });
