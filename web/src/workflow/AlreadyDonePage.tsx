import { Card, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../core/i18n/enum-key';
import { ApprovalDrawer, type ApprovalTarget } from './ApprovalDrawer';
import { TaskFilters } from './TaskFilters';
import { taskColumns } from './task-columns';
import { TaskTable } from './TaskTable';
import { useTaskList } from './use-task-list';
import type { TaskRow } from './workflow-api';

const fmt = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

// alreadyDone: what I approved or rejected, each opening the flow read-only (what I started has its own
// screen, myStarted).
export function AlreadyDonePage() {
  const [target, setTarget] = useState<ApprovalTarget | null>(null);
  return (
    <div className="resource-page" data-testid="already-done">
      <Card variant="borderless">
        <DoneList open={(instanceId) => setTarget({ ref: { instanceId } })} />
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
