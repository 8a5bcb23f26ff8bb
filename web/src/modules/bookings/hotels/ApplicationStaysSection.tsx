import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../core/api/client';
import { DeclaredRowsTable } from '../../../core/resource/DeclaredRowsTable';
import type { Row } from '../../../core/resource/use-resource-list';
import { useLoaded } from '../../../core/util/use-loaded';
import type { RecordSectionProps } from '../../../workflow/record-sections';

const GUESTS = 'boatHotelGuest';
// who stays where, in which room, for how many nights, at what cost
const COLUMNS = ['userId', 'hotelId', 'roomType', 'checkIn', 'checkOut', 'nights', 'price', 'amount', 'currency'];

// What the approver reads below a hotel application: its stays (the approver holds no application
// screen; the server answers those who may read the application's flow).
export function ApplicationStaysSection({ record }: RecordSectionProps) {
  const { t } = useTranslation();
  const id = Number(record.id);
  const { data, loading } = useLoaded(() => call<Row>(GUESTS, 'getApplicationStays', { hotelApplyId: id }, { toast: false }).then((a) => a.list), String(id));
  return (
    <div style={{ marginTop: 16 }} data-testid="application-stays-section">
      <Typography.Title level={5}>{t('hotels.approval.title')}</Typography.Title>
      <DeclaredRowsTable resource={GUESTS} columns={COLUMNS} rows={data ?? []} loading={loading} emptyText={t('hotels.approval.none')} rowTestId="application-stay" />
    </div>
  );
}
