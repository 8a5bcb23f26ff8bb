import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal, Space, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

// SPEC §5's "continue?": the server's warnings, listed; OK sends the call again with them accepted.
// A chunk of its own (ApiBridge loads it on the first question): sign-in never asks one.
export function ContinueDialog({ messages, onAnswer }: { messages: string[]; onAnswer: (accepted: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={
        <Space>
          <ExclamationCircleFilled style={{ color: '#faad14' }} />
          {t('messages.continueTitle')}
        </Space>
      }
      okText={t('buttons.continue')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ 'data-testid': 'continue-ok' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'continue-cancel' } as ButtonProps}
      onOk={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
      maskClosable={false}
      destroyOnHidden
      zIndex={2000}
    >
      <ul data-testid="continue-dialog" className="continue-messages">
        {messages.map((m) => (
          <li key={m} data-testid="continue-message">
            {m}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
