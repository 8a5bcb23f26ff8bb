import { App, Form, InputNumber, Modal, Spin, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../core/api/api-error';
import { getRemind, REMIND_KINDS, saveRemind, type RemindSetting } from './settings-api';

// Message settings: which reminders the user receives and how many days ahead.
export function RemindSettingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RemindSetting>();
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!open) return;
    setState('loading');
    getRemind()
      .then((s) => {
        form.setFieldsValue(s);
        setState('ready');
      })
      .catch((e) => {
        // 404: the settings module is not deployed yet; anything else is a real failure worth its text
        setProblem(isApiError(e) && e.code !== '404' ? e.msg : t('dashboard.unavailable'));
        setState('unavailable');
      });
  }, [open, form, t]);

  const submit = async () => {
    const v = await form.validateFields();
    const body = Object.fromEntries(REMIND_KINDS.flatMap((k) => [[k, !!v[k]], [`${k}Days`, v[`${k}Days`] ?? 0]])) as unknown as RemindSetting;
    await saveRemind(body);
    void message.success(t('messages.saved'));
    onClose();
  };

  const rows = REMIND_KINDS.map((k) => ({ key: k }));
  return (
    <Modal
      open={open}
      title={t('dialogs.remind.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ disabled: state !== 'ready', 'data-testid': 'remind-submit' }}
      destroyOnHidden
    >
      <div data-testid="remind-dialog">
        <Spin spinning={state === 'loading'}>
          {state === 'unavailable' ? (
            <p data-testid="remind-unavailable">{problem}</p>
          ) : (
            <Form form={form} component={false}>
              <Table
                size="small"
                pagination={false}
                dataSource={rows}
                columns={[
                  { key: 'kind', title: t('dialogs.remind.kind'), render: (_, r) => t(`dialogs.remind.${r.key}`) },
                  {
                    key: 'on',
                    title: t('dialogs.remind.enabled'),
                    render: (_, r) => (
                      <Form.Item name={r.key} valuePropName="checked" noStyle>
                        <Switch data-testid={`remind-${r.key}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'days',
                    title: t('dialogs.remind.days'),
                    render: (_, r) => (
                      <Form.Item name={`${r.key}Days`} noStyle>
                        <InputNumber min={0} max={365} precision={0} data-testid={`remind-${r.key}-days`} />
                      </Form.Item>
                    ),
                  },
                ]}
              />
            </Form>
          )}
        </Spin>
      </div>
    </Modal>
  );
}
