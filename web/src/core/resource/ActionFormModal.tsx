import { Col, Form, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { actionFieldKey, actionKey } from '../i18n/enum-key';
import { applyServerErrors } from './apply-server-errors';
import { DeclaredFormItem } from './FieldFormItem';
import { isWideField } from './field-rules';
import { toWireValue } from './form-values';
import type { ActionMeta, ResourceMeta } from './resource.types';

// The dialog of a custom operation that asks for input (reset password's new password, a sign-off's
// date). `context`: what the call already knows — the row a row action acts on, whose dates the dialog's
// dates are ordered against, or the list's fixed fields (a seafarer's file), which are not asked again.
// The dialog's checks run before onSubmit, so a confirmation is only asked for values that pass them.
export function ActionFormModal({
  resource,
  action,
  context,
  onCancel,
  onSubmit,
}: {
  resource: ResourceMeta;
  action: ActionMeta | null;
  context?: Record<string, unknown>;
  onCancel: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  useEffect(() => {
    if (action) form.resetFields();
  }, [action, form]);
  const fixed = action?.placement === 'add' ? Object.keys(context ?? {}) : [];
  const fields = Object.entries(action?.form ?? {}).filter(([name]) => !fixed.includes(name));

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
      <div data-testid="action-dialog" data-action={action?.name}>
        <Form form={form} layout="vertical">
          <Row gutter={16}>
            {action &&
              fields.map(([name, decl]) => (
                <Col key={name} span={isWideField(decl) || fields.length === 1 ? 24 : 12}>
                  <DeclaredFormItem
                    resource={resource}
                    name={name}
                    decl={decl}
                    label={t(actionFieldKey(resource.name, action.name, name))}
                    testId={`action-field-${name}`}
                    context={context}
                  />
                </Col>
              ))}
          </Row>
        </Form>
      </div>
    </Modal>
  );
}
