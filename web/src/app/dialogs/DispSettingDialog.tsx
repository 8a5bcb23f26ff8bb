import { App, Checkbox, Form, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../core/api/api-error';
import { emit } from '../../core/events';
import { DISP_FLAGS, getDisp, saveDisp, type DispSetting } from './settings-api';

// Home-page settings: which dashboard panels show. Flags are "0"/"1" on the wire (SPEC §2).
export function DispSettingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ shown: string[] }>();
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!open) return;
    setState('loading');
    getDisp()
      .then((s) => {
        form.setFieldsValue({ shown: DISP_FLAGS.filter((f) => s[f] === '1') });
        setState('ready');
      })
      .catch((e) => {
        // 404: the settings module is not deployed yet; anything else is a real failure worth its text
        setProblem(isApiError(e) && e.code !== '404' ? e.msg : t('dashboard.unavailable'));
        setState('unavailable');
      });
  }, [open, form, t]);

  const submit = async () => {
    const { shown = [] } = form.getFieldsValue();
    await saveDisp(Object.fromEntries(DISP_FLAGS.map((f) => [f, shown.includes(f) ? '1' : '0'])) as unknown as DispSetting);
    void message.success(t('messages.saved'));
    emit('dispSettingsChanged');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('dialogs.disp.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ disabled: state !== 'ready', 'data-testid': 'disp-submit' }}
      destroyOnHidden
    >
      <div data-testid="disp-dialog">
        <Spin spinning={state === 'loading'}>
          {state === 'unavailable' ? (
            <p data-testid="disp-unavailable">{problem}</p>
          ) : (
            <Form form={form}>
              <p>{t('dialogs.disp.hint')}</p>
              <Form.Item name="shown" noStyle>
                <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }} options={DISP_FLAGS.map((f) => ({ value: f, label: <span data-testid={`disp-${f}`}>{t(`dashboard.panels.${f}`)}</span> }))} />
              </Form.Item>
            </Form>
          )}
        </Spin>
      </div>
    </Modal>
  );
}
