import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTaskCounts } from './use-task-counts';
import { listTasks, type TaskRow } from './workflow-api';

const SHOWN = 5;

// The home page's "waiting for me" (issue 11 §2): for anyone with tasks, how many, how many are overdue
// (red), since when the oldest waits, and the oldest few, each opening its task. Nothing when none wait.
export function WaitingPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = useTaskCounts();
  const [rows, setRows] = useState<TaskRow[]>([]);
  // the oldest few, read again whenever the counts are (every approval, every minute)
  useEffect(() => {
    if (!counts?.upcoming) return;
    let live = true;
    listTasks<TaskRow>('getUpcomingList', { pageSize: SHOWN, sort: 'createdAt' })
      .then((a) => live && setRows(a.list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [counts]);
  if (!counts?.upcoming) return null;

  const open = (taskId?: number) => navigate(taskId ? `/home/myAgency?task=${taskId}` : '/home/myAgency');
  return (
    <Card
      data-testid="panel-waiting"
      title={
        <Space>
          <span data-testid="waiting-count">{t('workflow.waitingPanel.title', { count: counts.upcoming })}</span>
          {counts.overdue ? (
            <Tag color="red" data-testid="waiting-overdue">
              {t('workflow.waitingPanel.overdue', { count: counts.overdue })}
            </Tag>
          ) : null}
        </Space>
      }
      extra={
        <Button type="link" onClick={() => open()} data-testid="waiting-all">
          {t('workflow.waitingPanel.all')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      {counts.oldestAt ? (
        <Typography.Text type="secondary" data-testid="waiting-oldest">
          <ClockCircleOutlined /> {t('workflow.waitingPanel.oldest', { since: dayjs(counts.oldestAt).format('YYYY-MM-DD HH:mm'), days: Math.max(0, dayjs().diff(counts.oldestAt, 'day')) })}
        </Typography.Text>
      ) : null}
      <List
        size="small"
        dataSource={rows}
        renderItem={(r) => {
          const late = !!r.dueAt && dayjs(r.dueAt).isBefore(dayjs());
          return (
            <List.Item data-testid="waiting-item" actions={[<span key="at">{dayjs(r.createdAt).format('MM-DD HH:mm')}</span>]}>
              <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
                <Typography.Link onClick={() => open(r.id)} ellipsis style={{ maxWidth: 520 }}>
                  {r.title}
                </Typography.Link>
                <Typography.Text type={late ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                  {r.name}
                  {r.dueAt ? ` · ${t(late ? 'workflow.waitingPanel.wasDue' : 'workflow.waitingPanel.due', { at: dayjs(r.dueAt).format('YYYY-MM-DD HH:mm') })}` : ''}
                </Typography.Text>
              </Space>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
