import { useTranslation } from 'react-i18next';
import { enumKey } from '../../core/i18n/enum-key';
import { FieldValue } from '../../core/resource/fields/FieldValue';
import type { ResourceMeta } from '../../core/resource/resource.types';
import { CellTag, type CellTagColor } from '../../core/ui/table-cells';
import type { OrderRow } from './dispatch-api';
import { DISPATCH_OPERATION, DISPATCH_STATUS } from './plan-state';

const STATUS_COLOR: Record<string, CellTagColor> = { [DISPATCH_STATUS.Dispatching]: 'processing', [DISPATCH_STATUS.Finished]: 'success' };
const OPERATION_COLOR: Record<string, CellTagColor> = { [DISPATCH_OPERATION.SignOn]: 'green', [DISPATCH_OPERATION.SignOff]: 'volcano', [DISPATCH_OPERATION.Promotion]: 'purple', [DISPATCH_OPERATION.ShipChange]: 'cyan' };

// One field of an order as its declaration shows it (ship names, the seafarer, ports), or the bare value
// where the declarations are not at hand.
export function OrderValue({ meta, order, field }: { meta: ResourceMeta | undefined; order: OrderRow; field: string }) {
  const decl = meta?.fields[field];
  if (!meta || !decl) return <>{String(order[field] ?? '')}</>;
  return <FieldValue resource={meta} name={field} decl={decl} value={order[field]} record={order} place="list" />;
}

export function OperationTag({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <CellTag color={OPERATION_COLOR[value]} data-testid="order-operation" data-operation={value}>
      {t(enumKey('dispatchOperation', value))}
    </CellTag>
  );
}

export function OrderStatusTag({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <CellTag color={STATUS_COLOR[value] ?? 'default'} data-testid="order-status" data-status={value}>
      {t(enumKey('dispatchStatus', value))}
    </CellTag>
  );
}

// What the order changes: the rank (→ new rank), the ship (→ new ship)
export function OrderChange({ meta, order }: { meta: ResourceMeta | undefined; order: OrderRow }) {
  const { t } = useTranslation();
  const duty = t(enumKey('duty', order.duty), { defaultValue: order.duty });
  return (
    <span>
      {duty}
      {order.newDuty ? ` → ${t(enumKey('duty', order.newDuty), { defaultValue: order.newDuty })}` : ''} · <OrderValue meta={meta} order={order} field="shipId" />
      {order.newShipId ? (
        <>
          {' → '}
          <OrderValue meta={meta} order={order} field="newShipId" />
        </>
      ) : null}
    </span>
  );
}
