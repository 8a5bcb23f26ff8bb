import { Col, Form, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { actionFieldHintKey, actionFieldKey } from '../i18n/enum-key';
import { applyServerErrors } from './apply-server-errors';
import { DeclaredFormItem } from './FieldFormItem';
import { isWideField } from './field-rules';
import type { Opening } from './operation-controller';
import { prefilled } from './operation-dialog';
import type { ResourceMeta } from './resource.types';

// The declared dialog of an operation (reset password's new password, a sign-off's date, an order's
// reason for cancelling), as useOperation opened it: the fields its context leaves to ask, starting
// from their prefills. `opening.context`: the row the dialog acts on, whose dates the dialog's dates are
// ordered against. The dialog's checks run before onSubmit, so a confirmation is only asked for values
// that pass them; a refusal is shown against the fields it names.
export function ActionFormModal({
  resource,
  opening,
  busy,
  onCancel,
  onSubmit,
}: {
  resource: ResourceMeta;
  opening: Opening | null;
  busy?: boolean;
  onCancel: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  // a module may say under a dialog's field what it takes and why (its bundle's key, the row's values
  // interpolated): the declarations carry labels only
  const hint = (op: string, field: string) => {
    const key = actionFieldHintKey(resource.name, op, field);
    return i18n.exists(key) ? t(key, { ...opening?.context, interpolation: { escapeValue: false } }) : undefined;
  };
  useEffect(() => {
    if (!opening) return;
    form.resetFields();
    form.setFieldsValue(opening.initial);
  }, [opening, form]);
  const action = opening?.action;
  const fields = opening?.fields ?? [];

  const ok = async () => {
    const values = await form.validateFields();
    try {
      await onSubmit(values);
    } catch (e) {
      if (isApiError(e)) applyServerErrors(form, e, fields.map(([n]) => n));
    }
  };

  return (
    <Modal
      open={!!opening}
      title={opening?.title ?? ''}
      onCancel={onCancel}
      onOk={() => void ok().catch(() => undefined)}
      okText={t('buttons.ok')}
      cancelText={t('buttons.cancel')}
      confirmLoading={busy}
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
                    context={opening.context}
                    stored={prefilled(decl, opening.context)}
                    extra={hint(action.name, name)}
                  />
                </Col>
              ))}
          </Row>
        </Form>
      </div>
    </Modal>
  );
}
