import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOperation } from '../../../core/access/operation-access';
import { useSession } from '../../../core/access/session';
import { useCatalog } from '../../../core/catalog/CatalogProvider';
import { resourceNameKey } from '../../../core/i18n/enum-key';
import { ResourceListPage } from '../../../core/resource/ResourceListPage';

// planeSettlement: finance's two views of one bill, each a declared list: the totals per travel agency,
// currency and month or quarter (TicketSettleReport), and the tickets themselves, selected and settled
// (BoatTicketSettle).
const PARTS = ['TicketSettleReport', 'BoatTicketSettle'];

export function SettlementPage() {
  const { t } = useTranslation();
  const { resources } = useCatalog();
  const { grant } = useSession();
  const parts = PARTS.map((name) => resources.find((r) => r.name === name)).filter((r) => !!r && canOperation(grant, r, 'getList'));
  return (
    <Tabs
      items={parts.map((r) => ({
        key: r!.name,
        label: t(resourceNameKey(r!.name)),
        children: <ResourceListPage resource={r!} title={t(resourceNameKey(r!.name))} />,
      }))}
    />
  );
}
