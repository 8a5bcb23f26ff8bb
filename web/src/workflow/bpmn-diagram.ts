import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';

// The one place that knows bpmn-js (as Camunda Operate keeps its viewer in one class): create, show a
// diagram with the path taken and the steps waiting marked, destroy.
export const COMPLETED_MARKER = 'wf-completed';
export const ACTIVE_MARKER = 'wf-active';

interface Canvas {
  addMarker(id: string, marker: string): void;
  zoom(level: 'fit-viewport' | number, center?: 'auto'): void;
}
interface Registry {
  get(id: string): unknown;
}

export class BpmnDiagram {
  private readonly viewer: InstanceType<typeof NavigatedViewer>;

  constructor(container: HTMLElement) {
    this.viewer = new NavigatedViewer({ container });
  }

  async show(xml: string, completed: string[] = [], active: string[] = []): Promise<void> {
    await this.viewer.importXML(xml);
    const canvas = this.viewer.get('canvas') as Canvas;
    const registry = this.viewer.get('elementRegistry') as Registry;
    const mark = (ids: string[], marker: string) => ids.filter((id) => registry.get(id)).forEach((id) => canvas.addMarker(id, marker));
    mark(completed, COMPLETED_MARKER);
    mark(active, ACTIVE_MARKER);
    canvas.zoom('fit-viewport', 'auto');
  }

  destroy(): void {
    this.viewer.destroy();
  }
}
