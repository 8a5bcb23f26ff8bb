import { useState } from 'react';
import type { ManningRow, NewOrder, OrderRow, Outcome, ShipRow } from './dispatch-api';
import { FinishModal, type FinishTarget } from './FinishModal';
import type { ManningCommands } from './ManningTable';
import { OrderFormModal, type OrderFormTarget } from './OrderFormModal';
import type { OrderCommands } from './OrdersPanel';
import { isOpen } from './plan-state';
import { ReasonModal, type ReasonTarget } from './ReasonModal';
import { ReliefDrawer, type ReliefTarget } from './ReliefDrawer';
import type { OrderActions } from './use-order-actions';

type FormOpen = OrderFormTarget & { submit: (values: Partial<NewOrder>) => Promise<boolean> };
type ReasonOpen = ReasonTarget & { submit: (reason: string) => Promise<boolean> };
type FinishOpen = FinishTarget & { submit: (outcome: Outcome) => Promise<boolean> };
type ReliefOpen = ReliefTarget & { add: (orders: NewOrder[]) => Promise<boolean> };

// The plan view's dialogs (an order's values, a reason, carrying out, the reliever search): which is open, for what,
// and what its OK does.
export function usePlanDialogs({ planId, shipId, ships, orders, actions }: { planId: number; shipId: number | null; ships: ShipRow[]; orders: OrderRow[]; actions: OrderActions }) {
  const [form, setForm] = useState<FormOpen | null>(null);
  const [reason, setReason] = useState<ReasonOpen | null>(null);
  const [relief, setRelief] = useState<ReliefOpen | null>(null);
  const [finish, setFinish] = useState<FinishOpen | null>(null);

  const onBoard = (row: ManningRow, mode: 'signOff' | 'promote' | 'changeShip', operation: '2' | '3' | '4') => {
    if (!shipId || row.userId == null) return;
    const userId = row.userId;
    const add = actions.adder();
    setForm({
      mode,
      name: row.userName ?? String(userId),
      shipId,
      date: mode === 'signOff' ? row.planLeaveboatDate : null,
      submit: (v) => add([{ ...v, userId, operation, shipId, duty: row.duty, planDate: v.planDate! }]),
    });
  };

  // a place frees when its seafarer's sign-off in this plan says, else on the planned sign-off
  const freedOn = (row: ManningRow) => orders.find((o) => o.userId === row.userId && o.operation === '2' && isOpen(o))?.planDate ?? row.planLeaveboatDate ?? null;

  const manningCommands: Omit<ManningCommands, 'editable'> = {
    onSignOff: (row) => onBoard(row, 'signOff', '2'),
    onPromote: (row) => onBoard(row, 'promote', '3'),
    onChangeShip: (row) => onBoard(row, 'changeShip', '4'),
    onRelieve: (row) => {
      if (!shipId) return;
      setRelief({
        shipId,
        duty: row.duty,
        relieves: row.userId != null ? { userId: row.userId, name: row.userName ?? String(row.userId) } : undefined,
        date: row.userId != null ? freedOn(row) : null,
        add: actions.adder(),
      });
    },
  };

  const orderCommands: Omit<OrderCommands, 'editable' | 'executable'> = {
    onEdit: (o) =>
      setForm({
        mode: 'edit',
        name: o.userIdLabel ?? String(o.userId),
        shipId: o.shipId,
        date: o.planDate,
        leaveDate: o.operation === '1' ? (o.planLeaveDate ?? null) : undefined,
        submit: (v) => actions.editDates(o, v),
      }),
    onDelete: (o) => void actions.remove(o),
    onOverride: (o) => setReason({ mode: 'override', initial: o.overrideReason, submit: (r) => actions.override(o, r) }),
    onFinish: (o) => setFinish({ code: o.dispatchCode ?? String(o.id), signOff: o.operation === '2', submit: (outcome) => actions.finish(o, outcome) }),
    onCancel: (o) => setReason({ mode: 'cancel', submit: (r) => actions.cancel(o, r) }),
    onClose: (o) => void actions.close(o),
  };

  const elements = (
    <>
      <OrderFormModal target={form} ships={ships} onCancel={() => setForm(null)} onSubmit={(v) => form?.submit(v) ?? Promise.resolve(false)} />
      <FinishModal target={finish} onCancel={() => setFinish(null)} onSubmit={(outcome) => finish?.submit(outcome) ?? Promise.resolve(false)} />
      <ReasonModal target={reason} onCancel={() => setReason(null)} onSubmit={(r) => reason?.submit(r) ?? Promise.resolve(false)} />
      <ReliefDrawer planId={planId} target={relief} onClose={() => setRelief(null)} onPick={(order) => relief?.add([order]) ?? Promise.resolve(false)} />
    </>
  );
  return { manningCommands, orderCommands, elements };
}
