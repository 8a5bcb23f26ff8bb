import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { call, download, saveBlob } from '../api/client';
import { newIdempotencyKey, outcomeUnknown } from '../api/idempotency-key';
import { actionKey } from '../i18n/enum-key';
import { ActionFormModal } from './ActionFormModal';
import { useConfirm } from './use-confirm';
import { invalidateRefItems } from './ref-sources';
import type { ActionMeta, ResourceMeta } from './resource.types';

type Values = Record<string, unknown>;
// key: the dialog's Idempotency-Key, one per opening, so a submission sent again answers the first answer
type Pending = { action: ActionMeta; body: Values; context?: Values; key: string };

// Delete, export and the declared custom operations: ask the dialog's values and check them, then
// confirm when asked, call, report, refresh. Row actions send {id, ...dialog values}; toolbar actions
// send {ids}; actions beside add send the list's fixed fields and the dialog's values.
export function useResourceActions(resource: ResourceMeta, afterChange: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [pending, setPending] = useState<Pending | null>(null);

  const changed = () => {
    invalidateRefItems(resource.name);
    afterChange();
  };

  const remove = async (ids: number[]) => {
    if (!ids.length) return void message.warning(t('messages.selectOne'));
    if (!(await confirm(t('messages.confirmDelete')))) return;
    await call(resource.name, 'delete', { ids });
    void message.success(t('messages.deleted'));
    changed();
  };

  const exportList = async (body: Record<string, unknown>) => {
    const { blob, filename } = await download(resource.name, 'export', body);
    saveBlob(blob, filename);
  };

  const execute = async (action: ActionMeta, body: Record<string, unknown>, idempotencyKey?: string) => {
    if (action.confirm && !(await confirm(t('messages.confirmAction', { action: t(actionKey(resource.name, action.name)) }), !!action.danger))) return false;
    if (action.download) {
      const { blob, filename } = await download(resource.name, action.name, body);
      saveBlob(blob, filename);
      return true;
    }
    await call(resource.name, action.name, body, { idempotencyKey });
    void message.success(t('messages.success'));
    changed();
    return true;
  };

  const run = async (action: ActionMeta, body: Values, context?: Values) => {
    if (action.form && Object.keys(action.form).length) return setPending({ action, body, context, key: newIdempotencyKey() });
    await execute(action, body);
  };

  const runRow = (action: ActionMeta, row: Values) => run(action, { id: row.id }, row);
  const runToolbar = (action: ActionMeta, ids: number[]) => (ids.length ? run(action, { ids }) : void message.warning(t('messages.selectOne')));
  const runAdd = (action: ActionMeta, fixed: Values = {}) => run(action, { ...fixed }, fixed);

  const dialog = (
    <ActionFormModal
      resource={resource}
      action={pending?.action ?? null}
      context={pending?.context}
      onCancel={() => setPending(null)}
      onSubmit={async (values) => {
        if (!pending) return;
        try {
          if (await execute(pending.action, { ...pending.body, ...values }, pending.key)) setPending(null);
        } catch (e) {
          if (isApiError(e) && !outcomeUnknown(e.code)) setPending({ ...pending, key: newIdempotencyKey() });
          throw e;
        }
      }}
    />
  );

  // failures were already shown by the client; the promise only tells the caller to stop
  const quiet = <A extends unknown[]>(fn: (...a: A) => Promise<unknown> | void) => (...a: A) => void Promise.resolve(fn(...a)).catch(() => undefined);
  return { remove: quiet(remove), exportList: quiet(exportList), runRow: quiet(runRow), runToolbar: quiet(runToolbar), runAdd: quiet(runAdd), dialog };
}
