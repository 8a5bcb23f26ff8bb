import { Card, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOperation } from '../core/access/operation-access';
import { useSession } from '../core/access/session';
import { useCatalog } from '../core/catalog/CatalogProvider';
import { resourceNameKey } from '../core/i18n/enum-key';
import { ResourceListPage } from '../core/resource/ResourceListPage';

// approvalUserManage: who approves ${approver.config} steps, and the agents who act for approvers
// while they are away (the second tab needs the screen's "agents" right).
export function ApprovalUserManagePage() {
  const { t } = useTranslation();
  const { grant } = useSession();
  const { resources } = useCatalog();
  const approvers = resources.find((r) => r.name === 'approvalUser');
  const agents = resources.find((r) => r.name === 'ActivitiApproveReplace');
  if (!approvers || !agents) return <Spin />;
  const tabs = [{ key: 'approvers', label: t(resourceNameKey(approvers.name)), children: <ResourceListPage resource={approvers} title={t(resourceNameKey(approvers.name))} /> }];
  if (canOperation(grant, agents, 'getList')) {
    tabs.push({ key: 'agents', label: t(resourceNameKey(agents.name)), children: <ResourceListPage resource={agents} title={t(resourceNameKey(agents.name))} /> });
  }
  return (
    <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
      <Tabs items={tabs} data-testid="approver-tabs" />
    </Card>
  );
}
