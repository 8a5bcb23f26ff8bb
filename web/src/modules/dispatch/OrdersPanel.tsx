import { Button, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta } from '../../core/resource/resource.types';
import { ComplianceTags } from './ComplianceTags';
import type { OrderRow } from './dispatch-api';
import { OperationTag, OrderChange, OrderStatusTag, OrderValue } from './OrderCells';
import { isDispatching, isOpen, isPending, notCompliant } from './plan-state';

export interface OrderCommands {
  editable: boolean; // the plan is a draft: pending orders change
  executable: boolean; // the plan is approved: open orders are carried out, cancelled or closed
  onEdit: (o: OrderRow) => void;
  onDelete: (o: OrderRow) => void;
  onOverride: (o: OrderRow) => void;
  onFinish: (o: OrderRow) => void;
  onCancel: (o: OrderRow) => void;
  onClose: (o: OrderRow) => void;
}

// The plan's orders beside the manning: non-compliant ones in red with the certificates at fault.
export function OrdersPanel({ orders, loading, meta, cmd }: { orders: OrderRow[]; loading: boolean; meta: ResourceMeta | undefined; cmd: OrderCommands }) {
  const { t } = useTranslation();
  const link = (key: string, label: string, onClick: () => void, danger = false) => (
    <Button key={key} type="link" size="small" danger={danger} onClick={onClick} data-testid={`order-${key}`}>
      {t(label)}
    </Button>
  );
  const columns: TableColumnsType<OrderRow> = [
    {
      key: 'seafarer',
      title: t('dispatch.orders.seafarer'),
      width: 130,
      render: (_, o) => (
        <Space direction="vertical" size={0}>
          <span data-testid="order-seafarer">
            <OrderValue meta={meta} order={o} field="userId" />
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="order-code">
            {o.dispatchCode}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'operation', title: t('dispatch.orders.operation'), width: 80, render: (_, o) => <OperationTag value={o.operation} /> },
    { key: 'change', title: t('dispatch.orders.change'), render: (_, o) => <OrderChange meta={meta} order={o} /> },
    {
      key: 'planDate',
      title: t('dispatch.orders.planDate'),
      width: 110,
      render: (_, o) => (
        <Space direction="vertical" size={0}>
          <span data-testid="order-plan-date">{String(o.planDate ?? '').slice(0, 10)}</span>
          {o.planLeaveDate ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              → {String(o.planLeaveDate).slice(0, 10)}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { key: 'status', title: t('dispatch.orders.status'), width: 90, render: (_, o) => <OrderStatusTag value={o.status} /> },
    {
      key: 'compliance',
      title: t('dispatch.orders.compliance'),
      width: 200,
      render: (_, o) => (
        <Space direction="vertical" size={2}>
          <ComplianceTags order={o} />
          {o.cancelReason ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('dispatch.orders.cancelReason')}：{o.cancelReason}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
  ];
  if (cmd.editable || cmd.executable)
    columns.push({
      key: 'ops',
      title: t('list.operations'),
      width: 110,
      render: (_, o) => (
        <Space size={0} wrap>
          {cmd.editable && isPending(o)
            ? [
                notCompliant(o) ? link('override', 'dispatch.orders.override', () => cmd.onOverride(o)) : null,
                link('edit', 'dispatch.orders.editDate', () => cmd.onEdit(o)),
                link('delete', 'dispatch.orders.delete', () => cmd.onDelete(o), true),
              ]
            : null}
          {cmd.executable && isDispatching(o) ? link('finish', 'dispatch.orders.finish', () => cmd.onFinish(o)) : null}
          {cmd.executable && isOpen(o) ? [link('cancel', 'dispatch.orders.cancel', () => cmd.onCancel(o), true), link('close', 'dispatch.orders.close', () => cmd.onClose(o))] : null}
        </Space>
      ),
    });

  return (
    <Card size="small" title={t('dispatch.orders.title')} data-testid="plan-orders">
      <Table<OrderRow>
        size="small"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={orders}
        pagination={false}
        locale={{ emptyText: t('dispatch.orders.empty') }}
        rowClassName={(o) => (notCompliant(o) && isOpen(o) ? 'order-noncompliant' : '')}
        onRow={(o) => ({ 'data-testid': 'order-row', 'data-order-id': o.id, 'data-user-id': o.userId, 'data-operation': o.operation, 'data-status': o.status, 'data-compliant': o.compliant ?? '' }) as object}
      />
    </Card>
  );
}
