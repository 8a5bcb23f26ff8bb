import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta } from '../core/resource/resource.types';
import { ApprovalDrawer, type ApprovalTarget } from './ApprovalDrawer';

// "Progress" on a row of any resource approved through a flow, once it has been submitted.
export function ProgressButton({ resource, row }: { resource: ResourceMeta; row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ApprovalTarget | null>(null);
  if (!row.instanceId && row.status === '1') return null;
  return (
    <>
      <Button type="link" size="small" data-testid="row-progress" onClick={() => setTarget({ ref: { businessEntity: resource.name, businessId: row.id as number } })}>
        {t('workflow.progress')}
      </Button>
      <ApprovalDrawer target={target} onClose={() => setTarget(null)} />
    </>
  );
}
