import { Alert, Button, Card, Space, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApprovalDrawer, type ApprovalTarget } from './ApprovalDrawer';
import { BulkComplete, type BulkAction } from './BulkComplete';
import { TaskFilters } from './TaskFilters';
import { taskColumns } from './task-columns';
import { TaskTable } from './TaskTable';
import { useTaskList } from './use-task-list';
import { taskState, type TaskRow } from './workflow-api';

// myAgency: the approver's queue. Server-paged and sorted; a row opens the drawer to approve or
// reject; several rows can be approved or rejected at once, with the outcome of each shown. A link with
// ?task=<id> opens that task.
export function MyAgencyPage() {
  const { t } = useTranslation();
  const list = useTaskList<TaskRow>('getUpcomingList');
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<ApprovalTarget | null>(null);
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  // ?task=12 (the link in a mail, the home page's panel) opens that task: to act on when it is open and
  // mine, read-only with who handled it when it is done or someone else's; a task I may not read is
  // said so here rather than failing in the drawer
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('task'));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (!Number.isSafeInteger(linked) || linked <= 0) return;
    // the answer is kept although clearing the link re-runs this effect
    setParams({}, { replace: true });
    taskState(linked)
      .then((state) => {
        setUnavailable(state.state === 'unavailable');
        if (state.state !== 'unavailable') setTarget({ ref: { taskId: linked }, taskId: state.state === 'mine' ? linked : undefined, state });
      })
      .catch(() => undefined);
  }, [linked, setParams]);

  const titles = new Map(list.rows.map((r) => [r.id, r.title]));
  const columns: TableColumnsType<TaskRow> = [
    ...taskColumns(t),
    {
      key: 'onBehalfOfName',
      dataIndex: 'onBehalfOfName',
      title: t('workflow.forWhom'),
      width: 110,
      render: (v: string | null) => (v ? <Tag color="purple">{t('workflow.forOwner', { owner: v })}</Tag> : null),
    },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('workflow.arrivedAt'), width: 160, sorter: true, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      key: 'dueAt',
      dataIndex: 'dueAt',
      title: t('workflow.dueAtColumn'),
      width: 160,
      sorter: true,
      render: (v: string | null) => (v ? <span className={dayjs(v).isBefore(dayjs()) ? 'wf-overdue' : undefined}>{dayjs(v).format('YYYY-MM-DD HH:mm')}</span> : '-'),
    },
    {
      key: 'ops',
      title: t('list.operations'),
      width: 90,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" data-testid="task-handle" onClick={() => setTarget({ ref: { taskId: row.id }, taskId: row.id })}>
          {t('workflow.handle')}
        </Button>
      ),
    },
  ];

  return (
    <div className="resource-page" data-testid="my-agency">
      {unavailable ? (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setUnavailable(false)}
          title={t('workflow.taskUnavailable')}
          description={t('workflow.taskUnavailableHint')}
          style={{ marginBottom: 16 }}
          data-testid="task-unavailable"
        />
      ) : null}
      <Card variant="borderless" style={{ marginBottom: 16 }}>
        <TaskFilters dateLabel={t('workflow.arrivedAt')} onSearch={(filters) => list.setQuery({ filters, pageNum: 1 })} />
      </Card>
      <Card
        variant="borderless"
        title={t('workflow.myAgencyTitle', { count: list.total })}
        extra={
          <Space>
            <Button disabled={!selected.length} onClick={() => setBulk('1')} data-testid="bulk-approve">
              {t('workflow.bulkApprove')}
            </Button>
            <Button danger disabled={!selected.length} onClick={() => setBulk('2')} data-testid="bulk-reject">
              {t('workflow.bulkReject')}
            </Button>
            <Button onClick={list.reload}>{t('buttons.reload')}</Button>
          </Space>
        }
      >
        <TaskTable<TaskRow>
          list={list}
          columns={columns}
          rowKey="id"
          testId="task-table"
          onOpen={(row) => setTarget({ ref: { taskId: row.id }, taskId: row.id })}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        />
      </Card>
      <ApprovalDrawer target={target} onClose={() => setTarget(null)} onDone={list.reload} />
      <BulkComplete
        action={bulk}
        tasks={selected.map((id) => ({ id, title: titles.get(id) ?? `#${id}` }))}
        hint={t('workflow.bulkHint', { count: selected.length })}
        onCancel={() => setBulk(null)}
        onCompleted={() => {
          setBulk(null);
          setSelected([]);
        }}
      />
    </div>
  );
}
