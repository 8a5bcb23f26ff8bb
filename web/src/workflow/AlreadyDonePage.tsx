import { Badge, Button, Card, Tabs, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../core/i18n/enum-key';
import { ApprovalDrawer, type ApprovalTarget } from './ApprovalDrawer';
import { TaskFilters } from './TaskFilters';
import { requestColumns, taskColumns } from './task-columns';
import { TaskTable } from './TaskTable';
import { useTaskList } from './use-task-list';
import type { StartedRow, TaskRow } from './workflow-api';

const fmt = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
const STATUS: Record<StartedRow['status'], 'processing' | 'success' | 'default' | 'error'> = { running: 'processing', completed: 'success', withdrawn: 'default', error: 'error' };

// alreadyDone: what I approved or rejected, and what I started, each opening the flow read-only.
export function AlreadyDonePage() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ApprovalTarget | null>(null);
  return (
    <div className="resource-page" data-testid="already-done">
      <Card variant="borderless">
        <Tabs
          items={[
            { key: 'done', label: t('workflow.doneByMe'), children: <DoneList open={(instanceId) => setTarget({ ref: { instanceId } })} /> },
            { key: 'started', label: <span data-testid="tab-started">{t('workflow.startedByMe')}</span>, children: <StartedList open={(instanceId) => setTarget({ ref: { instanceId } })} /> },
          ]}
        />
      </Card>
      <ApprovalDrawer target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

function DoneList({ open }: { open: (instanceId: string) => void }) {
  const { t } = useTranslation();
  const list = useTaskList<TaskRow>('getDoneList');
  const columns: TableColumnsType<TaskRow> = [
    ...taskColumns(t),
    { key: 'result', dataIndex: 'result', title: t('workflow.myResult'), width: 100, render: (v: string) => <Tag color={v === '1' ? 'green' : 'red'}>{t(enumKey('approvalResult', v), { defaultValue: v })}</Tag> },
    { key: 'comment', dataIndex: 'comment', title: t('workflow.comment'), ellipsis: true },
    { key: 'completedAt', dataIndex: 'completedAt', title: t('workflow.handledAt'), width: 160, sorter: true, render: fmt },
  ];
  return (
    <>
      <TaskFilters dateLabel={t('workflow.handledAt')} onSearch={(filters) => list.setQuery({ filters, pageNum: 1 })} />
      <div style={{ marginTop: 16 }}>
        <TaskTable<TaskRow> list={list} columns={columns} rowKey="id" testId="done-table" onOpen={(row) => open(row.instanceId)} />
      </div>
    </>
  );
}

function StartedList({ open }: { open: (instanceId: string) => void }) {
  const { t } = useTranslation();
  const list = useTaskList<StartedRow>('getPageList');
  const columns: TableColumnsType<StartedRow> = [
    { key: 'businessCode', dataIndex: 'businessCode', title: t('workflow.code'), width: 170 },
    ...requestColumns(t),
    {
      key: 'status',
      dataIndex: 'status',
      title: t('workflow.state'),
      width: 120,
      render: (v: StartedRow['status'], row) => <Badge status={STATUS[v]} text={v === 'completed' ? t(enumKey('approvalResult', row.result)) : t(`workflow.status.${v}`)} />,
    },
    { key: 'currentStep', dataIndex: 'currentStep', title: t('workflow.currentStep'), width: 150, render: (v: string | null) => v ?? '-' },
    { key: 'startedAt', dataIndex: 'startedAt', title: t('workflow.startedAt'), width: 160, sorter: true, render: fmt },
    { key: 'endedAt', dataIndex: 'endedAt', title: t('workflow.endedAt'), width: 160, render: fmt },
    {
      key: 'ops',
      title: t('list.operations'),
      width: 90,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => open(row.instanceId)}>
          {t('workflow.progress')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <TaskFilters withStarter={false} dateLabel={t('workflow.startedAt')} onSearch={(filters) => list.setQuery({ filters, pageNum: 1 })} />
      <div style={{ marginTop: 16 }}>
        <TaskTable<StartedRow> list={list} columns={columns} rowKey="instanceId" testId="started-table" />
      </div>
    </>
  );
}
