import { Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOperation } from '../access/operation-access';
import { useSession } from '../access/session';
import { actionKey, resourceNameKey } from '../i18n/enum-key';
import type { ResourceMeta } from './resource.types';
import { RecordFormBody, useRecordForm, type FormTarget } from './use-record-form';

export type { FormTarget } from './use-record-form';

// The create/edit form of a list page, in a drawer.
export function RecordFormDrawer({
  resource,
  target,
  fixed,
  onClose,
  onSaved,
  onDraftSaved,
}: {
  resource: ResourceMeta;
  target: FormTarget | null;
  fixed?: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
  onDraftSaved?: () => void; // saved, but the action after saving failed: the form stays open on the record
}) {
  const { t } = useTranslation();
  const { grant } = useSession();
  const state = useRecordForm(resource, target, { fixed, onSaved, onLoadFailed: onClose, onDraftSaved });
  // actions the declaration offers right after saving (a flow's submit), to those who may take them
  const then = (resource.actions ?? []).filter((a) => a.afterSave && !a.form && canOperation(grant, resource, a.name));
  const title = `${t(state.mode === 'insert' ? 'buttons.add' : 'buttons.edit')} · ${t(resourceNameKey(resource.name))}`;
  return (
    <Drawer
      open={!!target}
      title={title}
      size={760}
      onClose={onClose}
      destroyOnHidden
      data-testid="form-drawer"
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose} data-testid="form-cancel">
            {t('buttons.cancel')}
          </Button>
          <Button type={then.length ? 'default' : 'primary'} loading={state.saving} onClick={() => void state.submit().catch(() => undefined)} data-testid="form-submit">
            {t('buttons.save')}
          </Button>
          {then.map((a) => (
            <Button key={a.name} type="primary" loading={state.saving} onClick={() => void state.submit(a).catch(() => undefined)} data-testid={`form-save-${a.name}`}>
              {t('buttons.saveAnd', { action: t(actionKey(resource.name, a.name)) })}
            </Button>
          ))}
        </Space>
      }
    >
      <RecordFormBody resource={resource} state={state} />
    </Drawer>
  );
}
