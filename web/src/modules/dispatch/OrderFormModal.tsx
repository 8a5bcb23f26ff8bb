import { DatePicker, Form, Modal, Select, type ButtonProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../core/resource/fields/DictSelect';
import { isPastDay } from '../../core/resource/date-rules';
import { companyToday } from '../../core/util/company-today';
import type { NewOrder, ShipRow } from './dispatch-api';

const DATE = 'YYYY-MM-DD';

// signOff / promote / changeShip: a new order for a seafarer on board; edit: an order's dates
export type OrderFormMode = 'signOff' | 'promote' | 'changeShip' | 'edit';
export interface OrderFormTarget {
  mode: OrderFormMode;
  name: string; // the seafarer
  shipId: number;
  date?: string | null; // the date offered
  leaveDate?: string | null; // edit of a sign-on: its planned sign-off
}

interface Values {
  planDate?: Dayjs;
  planLeaveDate?: Dayjs;
  planPort?: string;
  newDuty?: string;
  newShipId?: number;
}

const TITLES: Record<OrderFormMode, string> = {
  signOff: 'dispatch.form.signOffTitle',
  promote: 'dispatch.form.promoteTitle',
  changeShip: 'dispatch.form.changeShipTitle',
  edit: 'dispatch.form.editTitle',
};

// The few values an order needs beyond the seafarer and the place: the date, and the port, the new rank
// or the new ship. Answers them to onSubmit, which says whether the order was made (else it stays open).
export function OrderFormModal({ target, ships, onCancel, onSubmit }: { target: OrderFormTarget | null; ships: ShipRow[]; onCancel: () => void; onSubmit: (values: Partial<NewOrder>) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue({ planDate: target.date ? dayjs(target.date) : dayjs(), planLeaveDate: target.leaveDate ? dayjs(target.leaveDate) : undefined });
  }, [target, form]);

  const ok = async () => {
    const v = await form.validateFields();
    const values: Partial<NewOrder> = {
      ...(v.planDate ? { planDate: v.planDate.format(DATE) } : {}),
      ...(v.planLeaveDate ? { planLeaveDate: v.planLeaveDate.format(DATE) } : {}),
      ...(v.planPort ? { planPort: v.planPort } : {}),
      ...(v.newDuty ? { newDuty: v.newDuty } : {}),
      ...(v.newShipId ? { newShipId: v.newShipId } : {}),
    };
    setBusy(true);
    try {
      if (await onSubmit(values)) onCancel();
    } finally {
      setBusy(false);
    }
  };

  const required = (field: string) => [{ required: true, message: t('dispatch.form.required', { field: t(field) }) }];
  // planned dates (declared notPast): no day before today, but an order's own date may stay
  const pastFor = (stored?: string | null) => (d: Dayjs) => isPastDay(d, companyToday(), stored);
  const notPast = (stored?: string | null) => ({
    validator: async (_: unknown, v?: Dayjs | null) => {
      if (v && isPastDay(v, companyToday(), stored)) throw new Error(t('form.past'));
    },
  });
  const mode = target?.mode;
  return (
    <Modal
      open={!!target}
      title={target ? t(TITLES[target.mode], { name: target.name }) : ''}
      onCancel={onCancel}
      onOk={() => void ok().catch(() => undefined)}
      okText={t('buttons.ok')}
      cancelText={t('buttons.cancel')}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'order-form-ok' } as ButtonProps}
    >
      <Form form={form} layout="vertical" data-testid="order-form" data-mode={mode}>
        <Form.Item name="planDate" label={t('dispatch.form.planDate')} rules={[...required('dispatch.form.planDate'), notPast(target?.mode === 'edit' ? target.date : null)]} data-testid="order-form-planDate">
          <DatePicker style={{ width: '100%' }} disabledDate={pastFor(target?.mode === 'edit' ? target.date : null)} />
        </Form.Item>
        {mode === 'edit' && target?.leaveDate !== undefined ? (
          <Form.Item name="planLeaveDate" label={t('dispatch.form.planLeaveDate')} rules={[notPast(target.leaveDate)]} data-testid="order-form-planLeaveDate">
            <DatePicker style={{ width: '100%' }} disabledDate={pastFor(target.leaveDate)} />
          </Form.Item>
        ) : null}
        {mode === 'signOff' ? (
          <Form.Item name="planPort" label={t('dispatch.form.planPort')} data-testid="order-form-planPort">
            <DictSelect mark="port" />
          </Form.Item>
        ) : null}
        {mode === 'promote' ? (
          <Form.Item name="newDuty" label={t('dispatch.form.newDuty')} rules={required('dispatch.form.newDuty')} data-testid="order-form-newDuty">
            <DictSelect mark="duty" />
          </Form.Item>
        ) : null}
        {mode === 'changeShip' ? (
          <Form.Item name="newShipId" label={t('dispatch.form.newShip')} rules={required('dispatch.form.newShip')} data-testid="order-form-newShipId">
            <Select showSearch={{ optionFilterProp: 'label' }} options={ships.filter((s) => s.id !== target?.shipId).map((s) => ({ value: s.id, label: s.name }))} placeholder={t('form.select')} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
