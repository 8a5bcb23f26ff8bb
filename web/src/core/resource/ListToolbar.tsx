import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionKey } from '../i18n/enum-key';
import { listOptionsOf } from './overrides';
import type { ActionMeta, ResourceMeta } from './resource.types';

interface Props {
  resource: ResourceMeta;
  title: ReactNode;
  canAdd: boolean;
  canDelete: boolean;
  canExport: boolean;
  actions: ActionMeta[]; // on the selected rows
  addActions: ActionMeta[]; // beside add, taking no row (a seafarer's sign-on)
  onAddAction: (a: ActionMeta) => void;
  selected: number;
  onAdd: () => void;
  onDelete: () => void;
  onExport: () => void;
  onAction: (a: ActionMeta) => void;
  onReload: () => void;
  selectionButtons?: ReactNode; // a layer's buttons on the selected rows (overrides.ts ToolbarExtension)
  extra: ReactNode;
}

export function ListToolbar(p: Props) {
  const { t } = useTranslation();
  return (
    <div className="list-toolbar">
      <div className="list-toolbar-title">{p.title}</div>
      <Space wrap>
        {p.canAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={p.onAdd} data-testid="list-add">
            {t(listOptionsOf(p.resource.name).addLabel ?? 'buttons.add')}
          </Button>
        ) : null}
        {p.addActions.map((a) => (
          <Button key={a.name} type="primary" ghost danger={a.danger} onClick={() => p.onAddAction(a)} data-testid={`add-action-${a.name}`}>
            {t(actionKey(p.resource.name, a.name))}
          </Button>
        ))}
        {p.canDelete ? (
          <Button danger icon={<DeleteOutlined />} disabled={!p.selected} onClick={p.onDelete} data-testid="list-delete">
            {t('buttons.deleteSelected')}
            {p.selected ? ` (${p.selected})` : ''}
          </Button>
        ) : null}
        {p.actions.map((a) => (
          <Button key={a.name} danger={a.danger} onClick={() => p.onAction(a)} data-testid={`toolbar-action-${a.name}`}>
            {t(actionKey(p.resource.name, a.name))}
          </Button>
        ))}
        {p.selectionButtons}
        {p.canExport ? (
          <Button icon={<DownloadOutlined />} onClick={p.onExport} data-testid="list-export">
            {t('buttons.export')}
          </Button>
        ) : null}
        <Tooltip title={t('buttons.reload')}>
          <Button icon={<ReloadOutlined />} onClick={p.onReload} data-testid="list-reload" />
        </Tooltip>
        {p.extra}
      </Space>
    </div>
  );
}
