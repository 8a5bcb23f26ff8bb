import { Button, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../core/api/client';
import type { ResourceMeta } from '../core/resource/resource.types';
import { BpmnViewer } from './BpmnViewer';

// "Diagram" on each deployed version of a flow (processManage): its file drawn in a drawer.
export function DiagramButton({ row }: { resource: ResourceMeta; row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [xml, setXml] = useState<string | null>(null);
  useEffect(() => {
    if (!open || xml) return;
    // drawn with the names in the reader's language (the stored file is getById's)
    call<{ xml: string }>('WfDefinition', 'getDiagram', { id: row.id })
      .then(({ list }) => setXml(list[0]?.xml ?? null))
      .catch(() => setOpen(false));
  }, [open, xml, row.id]);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid="row-diagram">
        {t('workflow.diagram')}
      </Button>
      <Drawer open={open} size={1000} destroyOnHidden onClose={() => setOpen(false)} title={`${String(row.name ?? row.flowType)} · v${String(row.version)}`}>
        {xml ? <BpmnViewer xml={xml} height={480} /> : <Spin />}
      </Drawer>
    </>
  );
}
