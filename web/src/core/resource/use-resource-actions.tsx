import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { download, saveBlob } from '../api/client';
import type { ActionMeta, ResourceMeta } from './resource.types';
import { useOperations } from './use-operation';

type Values = Record<string, unknown>;

// The generic list's delete, export and declared custom operations, through useOperations (one way to
// ask a declared dialog, "are you sure?" and call). Row actions send {id, ...dialog values}; toolbar
// actions send {ids}; actions beside add send the list's fixed fields and the dialog's values.
export function useResourceActions(resource: ResourceMeta, afterChange: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ops = useOperations(resource, { onChanged: () => afterChange() });
  const selectOne = () => void message.warning(t('messages.selectOne'));

  const exportList = async (body: Values) => {
    const { blob, filename } = await download(resource.name, 'export', body);
    saveBlob(blob, filename);
  };

  return {
    remove: (ids: number[]) => (ids.length ? void ops.of('delete').run({ ids }) : selectOne()),
    // failures were already shown by the client
    exportList: (body: Values) => void exportList(body).catch(() => undefined),
    runRow: (action: ActionMeta, row: Values) => void ops.of(action.name).openRow(row),
    runToolbar: (action: ActionMeta, ids: number[]) => (ids.length ? void ops.of(action.name).open({ base: { ids } }) : selectOne()),
    runAdd: (action: ActionMeta, fixed: Values = {}) => void ops.of(action.name).open({ base: { ...fixed }, context: fixed }),
    dialog: ops.dialog,
  };
}
