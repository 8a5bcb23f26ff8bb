import { Alert, App, Button, Col, Drawer, Form, Row, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { isApiError } from '../api/api-error';
import { resourceNameKey } from '../i18n/enum-key';
import { applyServerErrors } from './apply-server-errors';
import { FieldFormItem } from './FieldFormItem';
import { formFields, isWideField, type FormMode } from './field-rules';
import { fromFormValues, toFormValues } from './form-values';
import { fieldOverride } from './overrides';
import { invalidateRefItems } from './ref-sources';
import type { ResourceMeta } from './resource.types';
import type { Row as Rec } from './use-resource-list';

export type FormTarget = { mode: 'insert' } | { mode: 'update'; row: Rec };

function defaults(resource: ResourceMeta): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(resource.fields)) if (f.defaultValue !== undefined) out[name] = f.defaultValue;
  return out;
}

// Create/edit form driven by the field declarations. Updates send the version they were read at,
// so a stale edit (409) reloads the record instead of overwriting someone else's change.
export function RecordFormDrawer({ resource, target, onClose, onSaved }: { resource: ResourceMeta; target: FormTarget | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [record, setRecord] = useState<Rec | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const mode: FormMode = target?.mode ?? 'insert';
  const fields = formFields(resource, mode);

  const load = async (row: Rec) => {
    // getById answers the full record (refs such as roleIds/menuIds, the current version)
    if (!resource.operations.includes('getById')) return row;
    const { list } = await call<Rec>(resource.name, 'getById', { id: row.id });
    return list[0] ?? row;
  };

  useEffect(() => {
    setStale(false);
    if (!target) return;
    form.resetFields();
    if (target.mode === 'insert') {
      setRecord(null);
      form.setFieldsValue(toFormValues(resource.fields, defaults(resource)));
      return;
    }
    setLoading(true);
    load(target.row)
      .then((r) => {
        setRecord(r);
        form.setFieldsValue(toFormValues(resource.fields, r));
      })
      .catch(() => onClose())
      .finally(() => setLoading(false));
  }, [target]);

  const submit = async () => {
    const values = await form.validateFields();
    const body = fromFormValues(resource.fields, values, mode);
    setSaving(true);
    try {
      if (mode === 'insert') await call(resource.name, 'insert', body);
      else await call(resource.name, 'update', { ...body, id: record!.id, version: record!.version });
      invalidateRefItems(resource.name);
      void message.success(t('messages.saved'));
      onSaved();
    } catch (e) {
      if (!isApiError(e)) throw e;
      applyServerErrors(form, e, fields.map(([n]) => n));
      if (e.isStale && record) {
        const fresh = await load(record).catch(() => null);
        if (fresh) {
          setStale(true);
          setRecord(fresh);
          form.setFieldsValue(toFormValues(resource.fields, fresh));
        }
      }
    } finally {
      setSaving(false);
    }
  };

  const title = `${t(mode === 'insert' ? 'buttons.add' : 'buttons.edit')} · ${t(resourceNameKey(resource.name))}`;
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
          <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)} data-testid="form-submit">
            {t('buttons.save')}
          </Button>
        </Space>
      }
    >
      {stale ? <Alert type="warning" showIcon title={t('messages.stale')} style={{ marginBottom: 16 }} data-testid="form-stale" /> : null}
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" data-testid="record-form" data-resource={resource.name}>
          <Row gutter={16}>
            {fields.map(([name, decl]) => (
              <Col key={name} span={isWideField(decl) || fieldOverride(resource.name, name)?.FormItem ? 24 : 12}>
                <FieldFormItem resource={resource} name={name} decl={decl} mode={mode} />
              </Col>
            ))}
          </Row>
        </Form>
      </Spin>
    </Drawer>
  );
}
