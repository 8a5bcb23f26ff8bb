import { Descriptions, Drawer, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { fieldKey, resourceNameKey } from '../i18n/enum-key';
import { detailFields, isWideField } from './field-rules';
import { FieldValue } from './fields/FieldValue';
import type { ResourceMeta } from './resource.types';
import type { Row } from './use-resource-list';

// Read-only view of one record (row click): every declared field that is not secret, plus when it changed.
export function RecordDetailDrawer({ resource, row, onClose }: { resource: ResourceMeta; row: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [record, setRecord] = useState<Row | null>(row);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setRecord(row);
    if (!row || !resource.operations.includes('getById')) return;
    let live = true;
    setLoading(true);
    call<Row>(resource.name, 'getById', { id: row.id })
      .then(({ list }) => live && list[0] && setRecord(list[0]))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [row, resource]);

  const items = record
    ? [
        ...detailFields(resource).map(([name, decl]) => ({
          key: name,
          label: t(fieldKey(resource.name, name)),
          span: isWideField(decl) ? 2 : 1,
          children: <FieldValue resource={resource} name={name} decl={decl} value={record[name]} record={record} place="detail" />,
        })),
        // a resource that declares its own stamp (the outbox's "Created") shows it once, in its place
        ...(['createdAt', 'updatedAt'] as const)
          .filter((k) => record[k] && !detailFields(resource).some(([n]) => n === k))
          .map((k) => ({ key: k, label: t(`common.${k}`), span: 1, children: dayjs(record[k] as string).format('YYYY-MM-DD HH:mm:ss') })),
      ]
    : [];

  return (
    <Drawer open={!!row} title={`${t('buttons.detail')} · ${t(resourceNameKey(resource.name))}`} size={760} onClose={onClose} destroyOnHidden data-testid="detail-drawer">
      <Spin spinning={loading}>
        <Descriptions bordered size="small" column={2} items={items} styles={{ label: { width: 140 } }} />
      </Spin>
    </Drawer>
  );
}
