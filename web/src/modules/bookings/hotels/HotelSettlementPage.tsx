import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOperation } from '../../../core/access/operation-access';
import { useSession } from '../../../core/access/session';
import { useCatalog } from '../../../core/catalog/CatalogProvider';
import { ResourceListPage } from '../../../core/resource/ResourceListPage';

// hotelSettlement: what each hotel is owed per month (HotelSettleReport) and the stays themselves, where
// finance selects those to settle (hotelSettleStay's settle, confirmed first); two declared lists, tabbed.
export function HotelSettlementPage() {
  const { t } = useTranslation();
  const { grant } = useSession();
  const { resources } = useCatalog();
  const tabs = [
    { key: 'summary', resource: 'HotelSettleReport', label: t('hotels.settlement.summary') },
    { key: 'stays', resource: 'hotelSettleStay', label: t('hotels.settlement.stays') },
  ].flatMap((tab) => {
    const meta = resources.find((r) => r.name === tab.resource);
    if (!meta || !canOperation(grant, meta, 'getList')) return [];
    return [{ key: tab.key, label: <span data-testid={`hotel-settlement-tab-${tab.key}`}>{tab.label}</span>, children: <ResourceListPage resource={meta} title={tab.label} /> }];
  });
  return <Tabs items={tabs} destroyOnHidden />;
}
