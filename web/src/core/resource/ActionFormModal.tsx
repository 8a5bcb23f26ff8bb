import { Col, Form, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { actionFieldKey, actionKey } from '../i18n/enum-key';
import { applyServerErrors } from './apply-server-errors';
import { FieldInput } from './fields/FieldInput';
import { formRules, isWideField } from './field-rules';
import { toWireValue } from './form-values';
import type { ActionMeta, ResourceMeta } from './resource.types';

// The dialog of a custom operation that asks for input (e.g. reset password's new password).
export function ActionFormModal({
  resource,
  action,
  onCancel,
  onSubmit,
}: {
  resource: ResourceMeta;
  action: ActionMeta | null;
  onCancel: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  useEffect(() => {
    if (action) form.resetFields();
  }, [action, form]);
  const fields = Object.entries(action?.form ?? {});

  const ok = async () => {
    const values = await form.validateFields();
    const body = Object.fromEntries(fields.map(([name, f]) => [name, toWireValue(f, values[name])]));
    try {
      await onSubmit(body);
    } catch (e) {
      if (isApiError(e)) applyServerErrors(form, e, fields.map(([n]) => n));
    }
  };

  return (
    <Modal
      open={!!action}
      title={action ? t(actionKey(resource.name, action.name)) : ''}
      onCancel={onCancel}
      onOk={() => void ok().catch(() => undefined)}
      okText={t('buttons.ok')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ danger: action?.danger, 'data-testid': 'action-submit' }}
      destroyOnHidden
    >
      <div data-testid="action-dialog">
        <Form form={form} layout="vertical">
          <Row gutter={16}>
            {action &&
              fields.map(([name, decl]) => (
                <Col key={name} span={isWideField(decl) || fields.length === 1 ? 24 : 12}>
                  <Form.Item name={name} label={t(actionFieldKey(resource.name, action.name, name))} rules={formRules(decl)} data-testid={`action-field-${name}`}>
                    <FieldInput decl={decl} purpose="form" />
                  </Form.Item>
                </Col>
              ))}
          </Row>
        </Form>
      </div>
    </Modal>
  );
}
