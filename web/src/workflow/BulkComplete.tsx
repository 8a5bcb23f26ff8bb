import { App, Input, Modal, Tag, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { completeTasks, type BatchOutcome } from './workflow-api';

export interface BulkTask {
  id: number;
  title: string;
}

export type BulkAction = '1' | '2';

// Approving or rejecting several tasks at once (My agency, the management screens of flows): one
// comment for all, required to reject as it is for one task; then each task's outcome, since each is
// completed on its own and some may have been handled meanwhile. `action` open: the dialog asks;
// `onCompleted` after the server answered (the outcome stays shown here until read).
export function BulkComplete({
  action,
  tasks,
  hint,
  onCancel,
  onCompleted,
}: {
  action: BulkAction | null;
  tasks: BulkTask[];
  hint: ReactNode;
  onCancel: () => void;
  onCompleted: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Array<BatchOutcome & { title: string }> | null>(null);

  const run = async () => {
    if (!action) return;
    if (action === '2' && !comment.trim()) return void message.warning(t('workflow.rejectNeedsComment'));
    const titles = new Map(tasks.map((x) => [x.id, x.title]));
    setBusy(true);
    // a refused call as a whole (the client shows why) leaves nothing to list
    const result = await completeTasks(tasks.map((x) => x.id), action, comment.trim()).catch(() => null);
    setBusy(false);
    setComment('');
    onCompleted();
    if (result) setOutcome(result.map((o) => ({ ...o, title: titles.get(o.taskId) ?? `#${o.taskId}` })));
  };

  return (
    <>
      <Modal
        open={!!action}
        title={action === '2' ? t('workflow.bulkReject') : t('workflow.bulkApprove')}
        okText={t('buttons.ok')}
        cancelText={t('buttons.cancel')}
        okButtonProps={{ danger: action === '2', loading: busy, 'data-testid': 'bulk-ok' } as ButtonProps}
        onOk={() => void run()}
        onCancel={onCancel}
        destroyOnHidden
      >
        <p data-testid="bulk-hint">{hint}</p>
        <Input.TextArea
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={t('workflow.commentPlaceholder')}
          data-testid="bulk-comment"
        />
      </Modal>
      <Modal open={!!outcome} title={t('workflow.bulkResult')} footer={null} onCancel={() => setOutcome(null)}>
        {outcome ? (
          <div data-testid="bulk-result">
            <p>{t('workflow.bulkSummary', { ok: outcome.filter((o) => o.ok).length, failed: outcome.filter((o) => !o.ok).length })}</p>
            <ul>
              {outcome.map((o) => (
                <li key={o.taskId} data-testid="bulk-item" data-task-id={o.taskId} data-ok={o.ok}>
                  {o.title}: {o.ok ? <Tag color="success">{t('workflow.bulkItemOk')}</Tag> : <Tag color="error">{o.msg}</Tag>}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
