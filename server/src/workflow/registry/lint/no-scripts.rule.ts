import type { ModdleEl } from './lint.types';

type Report = (element: string, message: string) => void;

// bpmn-engine runs scripts with node:vm, which is no sandbox, and a condition whose `language` it does
// not know is a non-empty string, i.e. true (notes/bpmn-engine.md). Scripts can hide anywhere a modeler
// puts them (camunda:inputOutput, listeners, loop or event conditions, timers), so the whole element
// tree is searched, not only the flow elements. Each finding is reported on the nearest element that
// has an id, which is what a process owner can find in the modeler.
export function checkNoScripts(root: ModdleEl, report: Report): void {
  const seen = new Set<object>();
  const visit = (node: ModdleEl, owner: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    const at = typeof node.id === 'string' && node.id ? node.id : owner;
    if (node.$type === 'bpmn:ScriptTask') {
      report(at, 'script tasks are not allowed: bpmn-engine runs scripts without a sandbox');
      return;
    }
    if (node.$type === 'camunda:Script' || node.scriptFormat) {
      report(at, 'scripts (camunda:script, scriptFormat) are not allowed: bpmn-engine runs them without a sandbox');
      return;
    }
    if (node.language) {
      report(at, `condition language "${node.language}" is not allowed: scripts are off, use \${environment.services.<function>(...)}`);
    }
    // follow containment only: references (incoming, sourceRef, default, bpmnElement...) point back
    // into the tree and are visited where they are contained
    for (const prop of node.$descriptor?.properties ?? []) {
      if (prop.isReference || prop.name === '$parent') continue;
      const value = node[prop.name];
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && typeof child.$type === 'string') visit(child, at);
      }
    }
  };
  visit(root, '-');
}
