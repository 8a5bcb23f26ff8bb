import { Alert, DatePicker, Form, Modal, type ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../core/resource/fields/DictSelect';
import type { Outcome } from './dispatch-api';

const DATE = 'YYYY-MM-DD';

export interface FinishTarget {
  code: string;
  signOff: boolean;
}

interface Values {
  date?: Dayjs;
  port?: string;
  leaveboatReason?: string;
  leaveboatEvaluate?: string;
}

// "Carry out this order?" (SPEC §5 asks first), with what the sea service records: the actual date and
// port when they differ from the plan, and a sign-off's reason and appraisal. All optional.
export function FinishModal({ target, onCancel, onSubmit }: { target: FinishTarget | null; onCancel: () => void; onSubmit: (outcome: Outcome) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const ok = async () => {
    const v = await form.validateFields();
    const outcome: Outcome = {
      ...(v.date ? { date: v.date.format(DATE) } : {}),
      ...(v.port ? { port: v.port } : {}),
      ...(v.leaveboatReason ? { leaveboatReason: v.leaveboatReason } : {}),
      ...(v.leaveboatEvaluate ? { leaveboatEvaluate: v.leaveboatEvaluate } : {}),
    };
    setBusy(true);
    try {
      if (await onSubmit(outcome)) onCancel();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!target}
      title={target ? t('dispatch.confirm.finish', { code: target.code }) : ''}
      onCancel={onCancel}
      onOk={() => void ok().catch(() => undefined)}
      okText={t('dispatch.orders.finish')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ 'data-testid': 'finish-ok' } as ButtonProps}
      confirmLoading={busy}
      destroyOnHidden
    >
      <div data-testid="finish-dialog" data-sign-off={target?.signOff ? 'true' : 'false'}>
        {target?.signOff ? <Alert type="info" showIcon title={t('dispatch.reason.finishSignOffHint')} style={{ marginBottom: 12 }} /> : null}
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="date" label={t('dispatch.finish.date')} extra={t('dispatch.finish.dateHint')} data-testid="finish-date">
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="port" label={t('dispatch.finish.port')} data-testid="finish-port">
            <DictSelect mark="port" />
          </Form.Item>
          {target?.signOff ? (
            <>
              <Form.Item name="leaveboatReason" label={t('dispatch.finish.leaveboatReason')} data-testid="finish-leaveboatReason">
                <DictSelect mark="leaveboatReason" />
              </Form.Item>
              <Form.Item name="leaveboatEvaluate" label={t('dispatch.finish.leaveboatEvaluate')} data-testid="finish-leaveboatEvaluate">
                <DictSelect mark="evaluateGrade" />
              </Form.Item>
            </>
          ) : null}
        </Form>
      </div>
    </Modal>
  );
}
