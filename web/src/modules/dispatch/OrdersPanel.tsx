import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldKey } from '../../core/i18n/enum-key';
import type { ResourceMeta } from '../../core/resource/resource.types';
import { CellLines, CellNote, RowAction, RowActions } from '../../core/ui/table-cells';
import { CheckItems, type CheckItemCommands } from './CheckItems';
import { ComplianceTags } from './ComplianceTags';
import { ORDERS, type OrderRow } from './dispatch-api';
import { OperationTag, OrderChange, OrderStatusTag, OrderValue } from './OrderCells';
import { OutsideRightsNote } from './OutsideRightsNote';
import { DISPATCH_OPERATION, isOpen, notCompliant } from './plan-state';

export interface OrderCommands {
  editable: boolean; // the plan is a draft: pending orders change
  executable: boolean; // the plan is approved: open orders are carried out, cancelled or closed
  // the order's declared operations: which apply to an order (the declared `when`, the user's rights),
  // their labels, and acting on one
  applies: (op: string, o: OrderRow) => boolean;
  label: (op: string) => string;
  danger: (op: string) => boolean;
  act: (op: string, o: OrderRow) => void;
}

// what a draft plan's orders offer, and an approved plan's
const WHILE_DRAFT = ['override', 'update', 'delete'];
const ONCE_APPROVED = ['finish', 'cancel', 'close'];

// A relief's two halves name each other (issue 21): the sign-on whom it relieves, the sign-off who
// relieves him (the other half is in the same plan)
function ReliefNote({ order, orders }: { order: OrderRow; orders: OrderRow[] }) {
  const { t } = useTranslation();
  if (!order.reliefOrderId) return null;
  const other = orders.find((x) => x.id === order.reliefOrderId);
  const text =
    order.operation === DISPATCH_OPERATION.SignOn
      ? t('dispatch.orders.relieves', { name: order.relievesUserIdLabel ?? other?.userIdLabel ?? '' })
      : t('dispatch.orders.relievedBy', { name: other?.userIdLabel ?? '' });
  return (
    <CellNote data-testid="order-relief" data-relief-order-id={order.reliefOrderId}>
      ⇄ {text}
    </CellNote>
  );
}

const LONG_PLAN = 30;
const LONG_PLAN_HEIGHT = 640;
const CHANGE_WIDTH = 240;
const CHANGE_MIN_WIDTH = 160;
const CHECK_ITEMS_WIDTH = 240;

// The plan's orders beside the manning: non-compliant ones in red with the certificates at fault;
// `outside`: how many more the plan holds outside the reader's crew rights (counted, not listed);
// each order's check items beside it (`checkItems` absent: shown, not acted on).
export function OrdersPanel({
  orders,
  outside,
  loading,
  meta,
  cmd,
  checkItems,
}: {
  orders: OrderRow[];
  outside: number;
  loading: boolean;
  meta: ResourceMeta | undefined;
  cmd: OrderCommands;
  checkItems?: CheckItemCommands;
}) {
  const { t } = useTranslation();
  const label = (field: string) => t(fieldKey(ORDERS, field));
  const offered = (o: OrderRow) => [...(cmd.editable ? WHILE_DRAFT : []), ...(cmd.executable ? ONCE_APPROVED : [])].filter((op) => cmd.applies(op, o));
  const columns: TableColumnsType<OrderRow> = [
    {
      key: 'seafarer',
      title: label('userId'),
      width: 130,
      render: (_, o) => (
        <CellLines>
          <span data-testid="order-seafarer">
            <OrderValue meta={meta} order={o} field="userId" />
          </span>
          <CellNote data-testid="order-code">{o.dispatchCode}</CellNote>
        </CellLines>
      ),
    },
    { key: 'operation', title: label('operation'), width: 80, render: (_, o) => <OperationTag value={o.operation} /> },
    {
      key: 'change',
      title: t('dispatch.orders.change'),
      render: (_, o) => (
        <CellLines>
          <OrderChange meta={meta} order={o} />
          <ReliefNote order={o} orders={orders} />
        </CellLines>
      ),
    },
    {
      key: 'planDate',
      title: label('planDate'),
      width: 110,
      render: (_, o) => (
        <CellLines className="order-dates">
          <span data-testid="order-plan-date">{String(o.planDate ?? '').slice(0, 10)}</span>
          {o.planLeaveDate ? <CellNote>→ {String(o.planLeaveDate).slice(0, 10)}</CellNote> : null}
        </CellLines>
      ),
    },
    { key: 'status', title: label('status'), width: 90, render: (_, o) => <OrderStatusTag value={o.status} /> },
    {
      key: 'compliance',
      title: label('compliance'),
      width: 160,
      render: (_, o) => (
        <CellLines style={{ gap: 2 }}>
          <ComplianceTags order={o} />
          {o.cancelReason ? (
            <CellNote>
              {label('cancelReason')}：{o.cancelReason}
            </CellNote>
          ) : null}
        </CellLines>
      ),
    },
    { key: 'checkItems', title: t('dispatch.checkItems.title'), width: CHECK_ITEMS_WIDTH, render: (_, o) => <CheckItems order={o} cmd={checkItems} /> },
  ];
  if (cmd.editable || cmd.executable)
    columns.push({
      key: 'ops',
      title: t('list.operations'),
      width: 110,
      render: (_, o) => (
        <RowActions wrap>
          {offered(o).map((op) => (
            <RowAction key={op} danger={cmd.danger(op)} onClick={() => cmd.act(op, o)} data-testid={`order-${op}`}>
              {cmd.label(op)}
            </RowAction>
          ))}
        </RowActions>
      ),
    });

  // a long plan draws only the orders in view (issue 21 §2: forty orders drawn whole were most of the
  // view's first paint); a virtual table needs every column's width, the free one gets its share. A short
  // plan's free column keeps a readable width too: squeezed by the check items at 1366 px it broke its
  // text a character a line; below the columns' sum the table scrolls sideways instead
  const virtual = orders.length > LONG_PLAN;
  const shown = columns.map((c) => (c.width ? c : { ...c, width: virtual ? CHANGE_WIDTH : CHANGE_MIN_WIDTH }));
  const width = shown.reduce((n, c) => n + Number(c.width ?? 0), 0);

  return (
    <Card size="small" title={t('dispatch.orders.title')} data-testid="plan-orders" data-virtual={virtual ? 'true' : 'false'}>
      <Table<OrderRow>
        size="small"
        rowKey="id"
        loading={loading}
        columns={shown}
        virtual={virtual}
        scroll={virtual ? { x: width, y: LONG_PLAN_HEIGHT } : { x: width }}
        dataSource={orders}
        pagination={false}
        locale={{ emptyText: t(outside ? 'dispatch.orders.noneWithin' : 'dispatch.orders.empty') }}
        rowClassName={(o) => (notCompliant(o) && isOpen(o) ? 'order-noncompliant' : '')}
        onRow={(o) => ({ 'data-testid': 'order-row', 'data-order-id': o.id, 'data-user-id': o.userId, 'data-operation': o.operation, 'data-status': o.status, 'data-compliant': o.compliant ?? '' }) as object}
      />
      <OutsideRightsNote count={outside} />
    </Card>
  );
}
