import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldKey } from '../i18n/enum-key';
import type { ResourceMeta } from './resource.types';

// Show/hide list columns; the choice is remembered per resource (column-prefs.ts).
export function ColumnSettings({ resource, columns, hidden, onChange }: { resource: ResourceMeta; columns: string[]; hidden: string[]; onChange: (hidden: string[]) => void }) {
  const { t } = useTranslation();
  const content = (
    <div data-testid="columns-panel" style={{ maxHeight: 360, overflow: 'auto' }}>
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        value={columns.filter((c) => !hidden.includes(c))}
        options={columns.map((c) => ({ value: c, label: t(fieldKey(resource.name, c)) }))}
        onChange={(shown) => onChange(columns.filter((c) => !shown.includes(c)))}
      />
      <Button type="link" size="small" style={{ padding: 0, marginTop: 8 }} onClick={() => onChange([])} data-testid="columns-reset">
        {t('buttons.reset')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('list.columns')} content={content}>
      <Tooltip title={t('list.columns')}>
        <Button icon={<SettingOutlined />} data-testid="list-columns" />
      </Tooltip>
    </Popover>
  );
}
