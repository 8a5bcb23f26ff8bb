import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta } from '../core/resource/resource.types';
import { BulkComplete, type BulkAction } from './BulkComplete';
import { listTasks, type TaskRow } from './workflow-api';

// the most records the server looks up at once (getUpcomingList's businessIds; batchComplete takes as many tasks)
const MOST = 200;

// On a management screen of a flow's requests (insurance approvals), the reader's own waiting steps on
// the selected records approved or rejected at once. The steps are looked up when a button is pressed
// and then named by task id: a step completed meanwhile reports so, and the step after it (perhaps the
// reader's too) is never approved by the same press.
export function FlowViewBulk({ resource, selected, onDone }: { resource: ResourceMeta; selected: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [tasks, setTasks] = useState<TaskRow[]>([]);

  const open = async (a: BulkAction) => {
    const { list } = await listTasks<TaskRow>('getUpcomingList', { businessEntity: resource.flow?.of ?? resource.name, businessIds: selected, pageSize: MOST });
    if (!list.length) return void message.info(t('workflow.bulkNoneWaiting'));
    setTasks(list);
    setAction(a);
  };
  const waiting = new Set(tasks.map((x) => x.businessId)).size;

  // the failed look-up was toasted by the client
  const press = (a: BulkAction) => void open(a).catch(() => undefined);
  const off = !selected.length || selected.length > MOST;
  return (
    <>
      <Space>
        <Button disabled={off} onClick={() => press('1')} data-testid="bulk-approve">
          {t('workflow.bulkApprove')}
        </Button>
        <Button danger disabled={off} onClick={() => press('2')} data-testid="bulk-reject">
          {t('workflow.bulkReject')}
        </Button>
      </Space>
      <BulkComplete
        action={action}
        tasks={tasks.map((x) => ({ id: x.id, title: `${x.title} · ${x.name}` }))}
        hint={t('workflow.bulkWaiting', { count: waiting, total: selected.length })}
        onCancel={() => setAction(null)}
        onCompleted={() => {
          setAction(null);
          onDone();
        }}
      />
    </>
  );
}
