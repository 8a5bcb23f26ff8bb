import { App, Form, InputNumber, Modal, Spin, Switch, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../core/api/api-error';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { getRemind, saveRemind, type RemindSetting } from './settings-api';

const RESOURCE = 'SysRemindSetting';

// Message settings: which reminders the user receives and how many days ahead. The kinds are the
// declaration's (modules register them on the server): a switch field <kind> beside its <kind>Days.
export function RemindSettingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RemindSetting>();
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [problem, setProblem] = useState('');
  const meta = useCatalog().resources.find((r) => r.name === RESOURCE);
  const kinds = useMemo(
    () => Object.entries(meta?.fields ?? {}).flatMap(([key, f]) => (f.type === 'boolean' && meta?.fields[`${key}Days`] ? [{ key, days: meta.fields[`${key}Days`] }] : [])),
    [meta],
  );

  useEffect(() => {
    if (!open) return;
    setState('loading');
    getRemind()
      .then((s) => {
        form.setFieldsValue(s);
        setState('ready');
      })
      .catch((e) => {
        // 404: the settings are not deployed yet; anything else is a real failure worth its text
        setProblem(isApiError(e) && e.code !== '404' ? e.msg : t('dashboard.unavailable'));
        setState('unavailable');
      });
  }, [open, form, t]);

  const submit = async () => {
    const v = await form.validateFields();
    await saveRemind(Object.fromEntries(kinds.flatMap(({ key }) => [[key, !!v[key]], [`${key}Days`, v[`${key}Days`] ?? 0]])));
    void message.success(t('messages.saved'));
    onClose();
  };

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
                dataSource={kinds}
                columns={[
                  { key: 'kind', title: t('dialogs.remind.kind'), render: (_, r) => <span data-testid={`remind-label-${r.key}`}>{t(`resources.${RESOURCE}.fields.${r.key}`)}</span> },
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
                        <InputNumber min={r.days.min ?? 0} max={r.days.max} precision={0} data-testid={`remind-${r.key}-days`} />
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
