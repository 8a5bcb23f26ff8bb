import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, download, saveBlob } from '../api/client';
import { actionKey } from '../i18n/enum-key';
import { ActionFormModal } from './ActionFormModal';
import { invalidateRefItems } from './ref-sources';
import type { ActionMeta, ResourceMeta } from './resource.types';

type Pending = { action: ActionMeta; body: Record<string, unknown> };

// Delete, export and the declared custom operations: confirm when asked, call, report, refresh.
// Row actions send {id, ...dialog values}; toolbar actions send {ids}.
export function useResourceActions(resource: ResourceMeta, afterChange: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = (content: string, danger = true) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('dialogs.confirmTitle'),
        content,
        okText: t('buttons.ok'),
        cancelText: t('buttons.cancel'),
        okButtonProps: { danger, 'data-testid': 'confirm-ok' },
        cancelButtonProps: { 'data-testid': 'confirm-cancel' },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

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

  const execute = async (action: ActionMeta, body: Record<string, unknown>) => {
    if (action.confirm && !(await confirm(t('messages.confirmAction', { action: t(actionKey(resource.name, action.name)) }), !!action.danger))) return false;
    if (action.download) {
      const { blob, filename } = await download(resource.name, action.name, body);
      saveBlob(blob, filename);
      return true;
    }
    await call(resource.name, action.name, body);
    void message.success(t('messages.success'));
    changed();
    return true;
  };

  const run = async (action: ActionMeta, body: Record<string, unknown>) => {
    if (action.form && Object.keys(action.form).length) return setPending({ action, body });
    await execute(action, body);
  };

  const runRow = (action: ActionMeta, id: number) => run(action, { id });
  const runToolbar = (action: ActionMeta, ids: number[]) => (ids.length ? run(action, { ids }) : void message.warning(t('messages.selectOne')));

  const dialog = (
    <ActionFormModal
      resource={resource}
      action={pending?.action ?? null}
      onCancel={() => setPending(null)}
      onSubmit={async (values) => {
        if (!pending) return;
        if (await execute(pending.action, { ...pending.body, ...values })) setPending(null);
      }}
    />
  );

  // failures were already shown by the client; the promise only tells the caller to stop
  const quiet = <A extends unknown[]>(fn: (...a: A) => Promise<unknown> | void) => (...a: A) => void Promise.resolve(fn(...a)).catch(() => undefined);
  return { remove: quiet(remove), exportList: quiet(exportList), runRow: quiet(runRow), runToolbar: quiet(runToolbar), dialog };
}
