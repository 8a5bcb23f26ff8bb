import { Alert, App, Button, Drawer, Input, Space, Spin, Tabs, Tag, type ButtonProps } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emit } from '../core/events';
import { enumKey } from '../core/i18n/enum-key';
import { BpmnViewer } from './BpmnViewer';
import { FlowTimeline } from './FlowTimeline';
import { RecordView } from './RecordView';
import { completeTask, flowDetail, flowDiagram, taskState, type Diagram, type FlowDetail, type FlowRef, type TaskState } from './workflow-api';

export interface ApprovalTarget {
  ref: FlowRef;
  taskId?: number; // set when the viewer may act on this task (from my to-do)
  state?: TaskState; // a linked task that is not mine to act on: why it opens read-only
}

const STATUS_COLOR: Record<string, string> = { running: 'processing', completed: 'success', withdrawn: 'default', error: 'error' };

// One flow: the request read-only, its history and who comes next, the diagram; approve or reject when
// opened from the to-do list. Rejecting asks for a reason; approving asks "are you sure?" (SPEC §5).
export function ApprovalDrawer({ target, onClose, onDone }: { target: ApprovalTarget | null; onClose: () => void; onDone?: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [detail, setDetail] = useState<FlowDetail | null>(null);
  const [diagram, setDiagram] = useState<Diagram | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  // the task turned out handled meanwhile (a 409): the drawer says by whom and stops offering to act
  const [handled, setHandled] = useState<TaskState | null>(null);

  // the pages pass onClose inline: the flow is read again for a new target only, not on every render of
  // the page around it (a list reloading after a 409 would otherwise reset the drawer)
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    setDetail(null);
    setDiagram(null);
    setComment('');
    setHandled(null);
    if (!target) return;
    let live = true;
    flowDetail(target.ref)
      .then((d) => live && setDetail(d ?? null))
      .catch(() => live && close.current());
    flowDiagram(target.ref)
      .then((d) => live && setDiagram(d ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [target]);

  // the task acted on: the to-do list's, or, opened from any list of the records (Progress), the open
  // step the reader may act on
  const taskId = target?.taskId ?? (target?.state ? undefined : detail?.pending.find((p) => p.mine)?.id);

  const act = async (result: 'approve' | 'reject') => {
    if (!target || !taskId) return;
    if (result === 'reject' && !comment.trim()) return void message.warning(t('workflow.rejectNeedsComment'));
    if (result === 'approve') {
      const ok = await modal.confirm({
        title: t('dialogs.confirmTitle'),
        content: t('workflow.confirmApprove'),
        okText: t('buttons.ok'),
        cancelText: t('buttons.cancel'),
        okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
        cancelButtonProps: { 'data-testid': 'confirm-cancel' } as ButtonProps,
      });
      if (!ok) return;
    }
    setBusy(true);
    try {
      await completeTask(taskId, result, comment.trim());
      void message.success(t(result === 'approve' ? 'workflow.approved' : 'workflow.rejected'));
      onDone?.();
      onClose();
    } catch {
      // the client showed why (409: someone else was faster); the lists refresh, and the drawer turns
      // read-only when the task is no longer mine to act on
      onDone?.();
      const state = await taskState(taskId).catch(() => null);
      if (state && state.state !== 'mine') {
        setHandled(state);
        // the flow moved on: its status and history as they are now, the to-do count too
        emit('tasksChanged');
        void flowDetail(target.ref)
          .then((d) => d && setDetail(d))
          .catch(() => undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  const inst = detail?.instance;
  const footer = taskId && !handled ? (
    <div data-testid="approval-actions">
      <Input.TextArea rows={2} maxLength={1000} placeholder={t('workflow.commentPlaceholder')} value={comment} onChange={(e) => setComment(e.target.value)} data-testid="approval-comment" />
      <Space style={{ marginTop: 8, justifyContent: 'flex-end', width: '100%' }}>
        <Button danger loading={busy} onClick={() => void act('reject')} data-testid="approval-reject">
          {t('workflow.reject')}
        </Button>
        <Button type="primary" loading={busy} onClick={() => void act('approve')} data-testid="approval-approve">
          {t('workflow.approve')}
        </Button>
      </Space>
    </div>
  ) : null;

  return (
    <Drawer
      open={!!target}
      size={880}
      destroyOnHidden
      onClose={onClose}
      data-testid="approval-drawer"
      title={
        inst ? (
          <Space>
            <span>{inst.title}</span>
            <Tag>{t(enumKey('flowType', inst.flowType), { defaultValue: inst.flowType })}</Tag>
            <Tag color={STATUS_COLOR[inst.status]} data-testid="flow-status" data-status={inst.status}>
              {inst.status === 'completed' ? t(enumKey('approvalResult', inst.result)) : t(`workflow.status.${inst.status}`)}
            </Tag>
          </Space>
        ) : (
          t('workflow.loading')
        )
      }
      footer={footer}
    >
      <TaskNotice state={handled ?? target?.state} />
      <Spin spinning={!detail}>
        {detail ? (
          <Tabs
            items={[
              { key: 'record', label: t('workflow.tabRecord'), children: <RecordView resource={detail.resource} record={detail.record} /> },
              { key: 'history', label: t('workflow.tabHistory'), children: <FlowTimeline history={detail.history} pending={detail.pending} upcoming={detail.upcoming} /> },
              {
                key: 'diagram',
                label: <span data-testid="tab-diagram">{t('workflow.tabDiagram')}</span>,
                children: diagram ? <BpmnViewer xml={diagram.xml} completed={diagram.completed} active={diagram.active} /> : <Spin />,
              },
            ]}
          />
        ) : (
          <div style={{ height: 200 }} />
        )}
      </Spin>
    </Drawer>
  );
}

// Why a linked task opens read-only: who handled it, how and when; that the step ended otherwise; or that
// it waits for someone else.
function TaskNotice({ state }: { state?: TaskState }) {
  const { t } = useTranslation();
  if (!state || state.state === 'mine') return null;
  const text =
    state.state === 'completed'
      ? t('workflow.taskHandled', {
          who: state.completedByName ?? t('workflow.system'),
          at: state.completedAt ? dayjs(state.completedAt).format('YYYY-MM-DD HH:mm') : '-',
          result: t(enumKey('approvalResult', state.result), { defaultValue: state.result ?? '' }),
        })
      : t(state.state === 'cancelled' ? 'workflow.taskCancelled' : state.state === 'unavailable' ? 'workflow.taskUnavailable' : 'workflow.taskOthers');
  return <Alert type="info" showIcon title={text} style={{ marginBottom: 12 }} data-testid="task-notice" data-state={state.state} />;
}
