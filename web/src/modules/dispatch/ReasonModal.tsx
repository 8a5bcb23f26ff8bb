import { Alert, Form, Input, Modal, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// override: why a non-compliant order goes ahead (the approver reads it); cancel: why the order is
// cancelled, which is its "are you sure?" (SPEC §5).
export type ReasonMode = 'override' | 'cancel';
export interface ReasonTarget {
  mode: ReasonMode;
  initial?: string | null;
}

const TEXTS: Record<ReasonMode, { title: string; label: string; hint?: string }> = {
  override: { title: 'dispatch.reason.overrideTitle', label: 'dispatch.reason.overrideLabel', hint: 'dispatch.reason.overrideHint' },
  cancel: { title: 'dispatch.reason.cancelTitle', label: 'dispatch.reason.cancelLabel' },
};

export function ReasonModal({ target, onCancel, onSubmit }: { target: ReasonTarget | null; onCancel: () => void; onSubmit: (reason: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (target) form.setFieldsValue({ reason: target.initial ?? '' });
  }, [target, form]);

  const text = target ? TEXTS[target.mode] : null;
  const ok = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      if (await onSubmit((v.reason ?? '').trim())) onCancel();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!target}
      title={text ? t(text.title) : ''}
      onCancel={onCancel}
      onOk={() => void ok().catch(() => undefined)}
      okText={t('buttons.ok')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ danger: target?.mode === 'cancel', 'data-testid': 'reason-ok' } as ButtonProps}
      confirmLoading={busy}
      destroyOnHidden
    >
      <div data-testid="reason-dialog" data-mode={target?.mode}>
        {text?.hint ? <Alert type={target?.mode === 'override' ? 'warning' : 'info'} showIcon title={t(text.hint)} style={{ marginBottom: 12 }} /> : null}
        <Form form={form} layout="vertical">
          {text ? (
            <Form.Item name="reason" label={t(text.label)} rules={[{ required: true, whitespace: true, message: t('dispatch.reason.required', { field: t(text.label) }) }]} data-testid="reason-field">
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          ) : null}
        </Form>
      </div>
    </Modal>
  );
}
