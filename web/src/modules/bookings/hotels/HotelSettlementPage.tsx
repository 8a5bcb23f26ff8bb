import { useTranslation } from 'react-i18next';
import { ResourceTabs } from '../../../core/resource/ResourceTabs';

// hotelSettlement: what each hotel is owed per month (HotelSettleReport) and the stays themselves, where
// finance selects those to settle (hotelSettleStay's settle, confirmed first); two declared lists, tabbed.
export function HotelSettlementPage() {
  const { t } = useTranslation();
  return (
    <ResourceTabs
      tabs={[
        { resource: 'HotelSettleReport', label: t('hotels.settlement.summary') },
        { resource: 'hotelSettleStay', label: t('hotels.settlement.stays') },
      ]}
    />
  );
}
