import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { fieldKey } from '../../core/i18n/enum-key';
import type { RecordSectionProps } from '../../workflow/record-sections';
import { ComplianceTags } from './ComplianceTags';
import { ORDERS, type OrderRow } from './dispatch-api';
import { OperationTag, OrderChange, OrderValue } from './OrderCells';
import { OutsideRightsNote } from './OutsideRightsNote';
import { notCompliant } from './plan-state';
import { useOrders } from './use-manning';

// What the approver of a plan reads below it: every order with its certificate check, the
// non-compliant ones in red with the reason they were let through.
export function PlanOrdersSection({ record }: RecordSectionProps) {
  const { t } = useTranslation();
  const meta = useCatalog().resources.find((r) => r.name === ORDERS);
  const { orders, outside, loading } = useOrders(Number(record.id), true);
  const bad = orders.filter(notCompliant).length;
  const columns: TableColumnsType<OrderRow> = [
    { key: 'seafarer', title: t(fieldKey(ORDERS, 'userId')), width: 120, render: (_, o) => <OrderValue meta={meta} order={o} field="userId" /> },
    { key: 'operation', title: t(fieldKey(ORDERS, 'operation')), width: 80, render: (_, o) => <OperationTag value={o.operation} /> },
    { key: 'change', title: t('dispatch.orders.change'), render: (_, o) => <OrderChange meta={meta} order={o} /> },
    { key: 'planDate', title: t(fieldKey(ORDERS, 'planDate')), width: 100, render: (_, o) => String(o.planDate ?? '').slice(0, 10) },
    { key: 'compliance', title: t(fieldKey(ORDERS, 'compliance')), width: 260, render: (_, o) => <ComplianceTags order={o} all={notCompliant(o)} /> },
  ];
  return (
    <div style={{ marginTop: 16 }} data-testid="plan-orders-section" data-noncompliant={bad}>
      <Typography.Title level={5}>{t('dispatch.compliance.title')}</Typography.Title>
      {!loading && orders.length ? (
        <Alert type={bad ? 'warning' : 'success'} showIcon style={{ marginBottom: 8 }} title={t('dispatch.compliance.summary', { count: orders.length, bad })} data-testid="plan-compliance-summary" />
      ) : null}
      <Table<OrderRow>
        size="small"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={orders}
        pagination={false}
        locale={{ emptyText: t(outside ? 'dispatch.orders.noneWithin' : 'dispatch.orders.empty') }}
        rowClassName={(o) => (notCompliant(o) ? 'order-noncompliant' : '')}
        onRow={(o) => ({ 'data-testid': 'section-order-row', 'data-order-id': o.id, 'data-compliant': o.compliant ?? '' }) as object}
      />
      <OutsideRightsNote count={outside} />
    </div>
  );
}
