import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../core/i18n/enum-key';
import { useOperations } from '../../core/resource/use-operation';
import { companyToday } from '../../core/util/company-today';
import type { CheckItemCommands } from './CheckItems';
import { ORDERS, type ManningRow, type NewOrder, type OrderRow } from './dispatch-api';
import type { ManningCommands } from './ManningTable';
import type { OrderCommands } from './OrdersPanel';
import { DISPATCH_OPERATION, isOpen } from './plan-state';
import { ReliefDrawer, type ReliefTarget } from './ReliefDrawer';
import { useCheckItemMakers } from './use-check-items';

type ReliefOpen = ReliefTarget & { add: (body: Record<string, unknown>) => Promise<unknown[] | null> };
type OnBoardChange = typeof DISPATCH_OPERATION.SignOff | typeof DISPATCH_OPERATION.Promotion | typeof DISPATCH_OPERATION.ShipChange;

const later = (a: string, b: string) => (a > b ? a : b);

// The plan view's commands: every change to an order is the order's declared operation (useOperations:
// its dialog, "are you sure?", "continue?", the result); the view only says what it already knows: the
// seafarer, the change and the place from the manning table, the order from its row. The reliever search
// is the view's own (it finds who; addOrder makes the order). Check items are made by their kind's
// declared operation and cancelled by the order's.
export function usePlanCommands({ planId, shipownerId, shipId, orders, changed }: { planId: number; shipownerId?: number; shipId: number | null; orders: OrderRow[]; changed: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ops = useOperations(ORDERS, { onChanged: changed });
  const [relief, setRelief] = useState<ReliefOpen | null>(null);
  const makers = useCheckItemMakers(ops.of('getLinkKinds').allowed, changed);

  const onBoard = (row: ManningRow, operation: OnBoardChange) => {
    if (!shipId || row.userId == null) return;
    const base = { planId: planId, userId: row.userId, operation, shipId, duty: row.duty };
    const today = companyToday();
    // a sign-off is offered on the planned sign-off (today when that has passed), the others today
    const planDate = operation === DISPATCH_OPERATION.SignOff && row.planLeaveboatDate ? later(String(row.planLeaveboatDate).slice(0, 10), today) : today;
    const subject = `${t(enumKey('dispatchOperation', operation))} · ${row.userName ?? row.userId}`;
    void ops.of('addOrder').open({ base, context: { ...base, shipownerId, planDate }, subject });
  };

  // a place frees when its seafarer's sign-off in this plan says, else on the planned sign-off
  const freedOn = (row: ManningRow) => orders.find((o) => o.userId === row.userId && o.operation === DISPATCH_OPERATION.SignOff && isOpen(o))?.planDate ?? row.planLeaveboatDate ?? null;

  const manningCommands: Omit<ManningCommands, 'editable'> = {
    onSignOff: (row) => onBoard(row, DISPATCH_OPERATION.SignOff),
    onPromote: (row) => onBoard(row, DISPATCH_OPERATION.Promotion),
    onChangeShip: (row) => onBoard(row, DISPATCH_OPERATION.ShipChange),
    onRelieve: (row) => {
      if (!shipId) return;
      setRelief({
        shipId,
        duty: row.duty,
        relieves: row.userId != null ? { userId: row.userId, name: row.userName ?? String(row.userId) } : undefined,
        date: row.userId != null ? freedOn(row) : null,
        // one Idempotency-Key while the drawer is open
        add: ops.of('addOrder').keyed(),
      });
    },
  };

  // who and which order a dialog is about, in its title
  const subjectOf = (o: OrderRow) => [o.userIdLabel, o.dispatchCode].filter(Boolean).join(' · ');

  const act = async (op: string, o: OrderRow) => {
    if (op === 'delete') return ops.of(op).run({ id: o.id });
    const rows = await ops.of(op).openRow(o, subjectOf(o));
    // moved within two weeks, the linked applications stay: the user is told to update them (SPEC §5);
    // the server's first line says it all, in the reader's language
    const linked = (rows ?? []).flatMap((r) => (r.linkedToUpdate as string[] | undefined) ?? []);
    if (linked.length) void message.info({ content: <span data-testid="linked-to-update">{linked[0]}</span>, duration: 8 });
  };

  const orderCommands: Omit<OrderCommands, 'editable' | 'executable'> = {
    applies: (op, o) => ops.of(op).appliesTo(o),
    label: (op) => ops.of(op).label,
    danger: (op) => !!ops.of(op).action?.danger,
    act: (op, o) => void act(op, o),
  };

  // a check item is made for an open order, of a kind that applies to its operation, by a reader who may
  // call that kind's maker; cancelling asks "are you sure?" first (the operation's declared confirm)
  const cancelItem = ops.of('cancelCheckItem');
  const checkItemCommands: CheckItemCommands = {
    kindsFor: (o) => (isOpen(o) ? makers.kinds.filter((k) => makers.makers[k.kind] && k.orderOperations.includes(String(o.operation))) : []),
    add: (kind, o) => makers.makers[kind]?.(o.id, subjectOf(o)),
    cancel: cancelItem.allowed ? (link) => void cancelItem.run({ linkId: link.id }) : undefined,
    cancelLabel: cancelItem.label,
  };

  const pick = async (order: NewOrder) => !!relief && !!(await relief.add({ planId: planId, ...order }));
  const elements = (
    <>
      {ops.dialog}
      {makers.elements}
      <ReliefDrawer planId={planId} target={relief} onClose={() => setRelief(null)} onPick={pick} />
    </>
  );
  return { manningCommands, orderCommands, checkItemCommands, elements };
}
