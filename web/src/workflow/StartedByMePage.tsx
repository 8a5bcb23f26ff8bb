import { Badge, Button, Card, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../core/i18n/enum-key';
import { ApprovalDrawer, type ApprovalTarget } from './ApprovalDrawer';
import { TaskFilters } from './TaskFilters';
import { requestColumns } from './task-columns';
import { TaskTable } from './TaskTable';
import { useTaskList } from './use-task-list';
import type { StartedRow } from './workflow-api';

const fmt = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
const STATUS: Record<StartedRow['status'], 'processing' | 'success' | 'default' | 'error'> = { running: 'processing', completed: 'success', withdrawn: 'default', error: 'error' };

// myStarted: the requests I started, where each stands, each opening its flow read-only (issue 11 §2:
// a menu entry of its own rather than a tab of the done list).
export function StartedByMePage() {
  const [target, setTarget] = useState<ApprovalTarget | null>(null);
  return (
    <div className="resource-page" data-testid="started-by-me">
      <Card variant="borderless">
        <StartedList open={(instanceId) => setTarget({ ref: { instanceId } })} />
      </Card>
      <ApprovalDrawer target={target} onClose={() => setTarget(null)} />
    </div>
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
