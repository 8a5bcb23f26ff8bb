import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../core/api/api-error';
import { call } from '../../core/api/client';
import { useSession } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { applyServerErrors } from '../../core/resource/apply-server-errors';
import { clearSession } from '../../core/storage';
import { go } from '../navigation';
import { LOGIN_PATH } from '../route-guard';

// The server revokes every token of the user on a password change, so the user signs in again.
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { setUser } = useSession();
  const { resources } = useCatalog();
  const [form] = Form.useForm();
  const min = resources.find((r) => r.name === 'sysUser')?.fields.password?.min ?? 8;

  const submit = async () => {
    const { oldPassword, newPassword } = await form.validateFields();
    try {
      await call('sysUser', 'changePassword', { oldPassword, newPassword });
    } catch (e) {
      if (isApiError(e)) applyServerErrors(form, e, ['oldPassword', 'newPassword']);
      return;
    }
    void message.success(t('dialogs.password.done'));
    onClose();
    clearSession();
    setUser(null);
    go(LOGIN_PATH);
  };

  return (
    <Modal
      open={open}
      title={t('dialogs.password.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ 'data-testid': 'password-submit' }}
      destroyOnHidden
    >
      <div data-testid="password-dialog">
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="oldPassword" label={t('dialogs.password.old')} rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" data-testid="password-old" />
          </Form.Item>
          <Form.Item name="newPassword" label={t('dialogs.password.new')} rules={[{ required: true }, { min }]}>
            <Input.Password autoComplete="new-password" data-testid="password-new" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('dialogs.password.confirm')}
            dependencies={['newPassword']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_, v) => (!v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('dialogs.password.mismatch')))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="password-confirm" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
