import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BpmnDiagram } from './bpmn-diagram';
import './workflow.css';

// bpmn-js and its CSS (~200 KB) load the first time a diagram is opened, not with the screens around it.
const loadDiagram = () => import('./bpmn-diagram');

// A read-only diagram; completed elements green, the steps waiting now highlighted.
export function BpmnViewer({ xml, completed, active, height = 360 }: { xml: string; completed?: string[]; active?: string[]; height?: number }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let live = true;
    let diagram: BpmnDiagram | null = null;
    setState('loading');
    loadDiagram()
      .then((m) => {
        if (!live) return;
        diagram = new m.BpmnDiagram(container);
        return diagram.show(xml, completed, active).then(() => live && setState('ready'));
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
      diagram?.destroy();
    };
  }, [xml, completed, active]);

  return (
    <div className="wf-diagram" data-testid="bpmn-viewer" data-state={state}>
      {state === 'failed' ? <Alert type="error" showIcon title={t('workflow.diagramFailed')} /> : null}
      <Spin spinning={state === 'loading'}>
        <div ref={box} style={{ height }} />
      </Spin>
      <div className="wf-legend">
        <span className="wf-legend-completed">{t('workflow.legendCompleted')}</span>
        <span className="wf-legend-active">{t('workflow.legendActive')}</span>
      </div>
    </div>
  );
}
