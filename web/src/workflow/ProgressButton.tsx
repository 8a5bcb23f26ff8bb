import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta } from '../core/resource/resource.types';
import type { ApprovalTarget } from './ApprovalDrawer';

// The drawer (history, steps, diagram) is a chunk of its own, fetched on the first click: every list of
// an approved resource shows this button, few rows are opened.
const ApprovalDrawer = lazy(() => import('./ApprovalDrawer').then((m) => ({ default: m.ApprovalDrawer })));

// "Progress" on a row of any resource approved through a flow, once it has been submitted.
export function ProgressButton({ resource, row }: { resource: ResourceMeta; row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ApprovalTarget | null>(null);
  // mounted from the first opening on, so closing keeps its animation
  const [opened, setOpened] = useState(false);
  if (!row.instanceId && row.status === '1') return null;
  return (
    <>
      <Button
        type="link"
        size="small"
        data-testid="row-progress"
        onClick={() => {
          setOpened(true);
          setTarget({ ref: { businessEntity: resource.name, businessId: row.id as number } });
        }}
      >
        {t('workflow.progress')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ApprovalDrawer target={target} onClose={() => setTarget(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
