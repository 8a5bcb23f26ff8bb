import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../core/resource/use-confirm';
import { cancelOrder, closeOrder, deleteOrder, finishOrder, overrideOrder, updateOrder, type NewOrder, type OrderRow, type Outcome } from './dispatch-api';
import { orderOpening } from './order-opening';

// The plan view's changes to its orders: each a call, then a word of success and a fresh read of the
// plan. Failures were shown by the client (a declined "continue?" shows nothing); each answers whether
// the change was made, so a dialog stays open when it was not. SPEC §5: delete and close ask first
// (carrying out and cancelling ask in their own dialogs).
export function useOrderActions(planId: number, changed: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();

  const run = async (fn: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await fn();
    } catch {
      return false;
    }
    void message.success(t(done));
    changed();
    return true;
  };

  return {
    // a dialog that makes orders calls this as it opens, and submits through what it answers (order-opening.ts)
    adder: () => {
      const send = orderOpening(planId);
      return (orders: NewOrder[]) => run(() => send(orders), 'dispatch.done.added');
    },
    override: (o: OrderRow, reason: string) => run(() => overrideOrder(o.id, reason), 'dispatch.done.overridden'),
    editDates: (o: OrderRow, changes: Partial<NewOrder>) =>
      run(async () => {
        const rows = await updateOrder(o.id, changes);
        // within two weeks the linked applications stay: the user is told to update them (SPEC §5); the
        // server's first line says it all, in the reader's language
        const linked = rows.flatMap((r) => r.linkedToUpdate ?? []);
        if (linked.length) void message.info({ content: <span data-testid="linked-to-update">{linked[0]}</span>, duration: 8 });
      }, 'dispatch.done.updated'),
    remove: async (o: OrderRow) => (await confirm(t('messages.confirmDelete'))) && run(() => deleteOrder(o.id), 'messages.deleted'),
    finish: (o: OrderRow, outcome: Outcome) => run(() => finishOrder(o.id, outcome), 'dispatch.done.finished'),
    cancel: (o: OrderRow, reason: string) => run(() => cancelOrder(o.id, reason), 'dispatch.done.cancelled'),
    close: async (o: OrderRow) => (await confirm(t('dispatch.confirm.close', { code: o.dispatchCode ?? o.id }))) && run(() => closeOrder(o.id), 'dispatch.done.closed'),
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
