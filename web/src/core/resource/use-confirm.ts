import { App } from 'antd';
import { useTranslation } from 'react-i18next';

// "Are you sure?" as the generic pages ask it (SPEC §5): resolves true on OK.
export function useConfirm(): (content: string, danger?: boolean) => Promise<boolean> {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (content, danger = true) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('dialogs.confirmTitle'),
        content,
        okText: t('buttons.ok'),
        cancelText: t('buttons.cancel'),
        okButtonProps: { danger, 'data-testid': 'confirm-ok' },
        cancelButtonProps: { 'data-testid': 'confirm-cancel' },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
