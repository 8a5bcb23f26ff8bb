import { createRequire } from 'node:module';
import type { ModdleEl } from './lint.types';

type Report = (element: string, message: string) => void;

const requireCjs = createRequire(__filename);
const { Linter } = requireCjs('bpmnlint');
const NodeResolver = requireCjs('bpmnlint/lib/resolver/node-resolver');

// bpmnlint's recommended rules (they include no-bpmndi: every element drawn, so the web and Camunda
// Modeler show the whole flow; and no-overlapping-elements). Its warnings count as problems too: a
// process owner fixes them or the rule is switched off here, with the reason.
export const BPMNLINT_CONFIG = {
  extends: 'bpmnlint:recommended',
  rules: {
    // approval flows merge every "不同意" branch into one end event (and staffExpense's two routes
    // into 财务审核): only one branch ever runs, after exclusive gateways, so nothing needs joining
    'fake-join': 'off',
    // refused by our own rules (flow-rules.ts) with the engine defect as the reason
    'no-inclusive-gateway': 'off',
    'event-based-gateway': 'off',
    'no-complex-gateway': 'off',
  },
};

// label-required stays on (tasks, ends and conditional flows are what users read), but the decision
// gateway after each approval is left unnamed on purpose: its outgoing flows carry the labels.
const exclusiveGatewayIds = (root: ModdleEl): Set<string> => {
  const ids = new Set<string>();
  const walk = (els: ModdleEl[] = []) => {
    for (const el of els) {
      if (el.$type === 'bpmn:ExclusiveGateway') ids.add(el.id);
      walk(el.flowElements);
    }
  };
  for (const r of root.rootElements ?? []) walk(r.flowElements);
  return ids;
};

export async function runBpmnlint(definitions: ModdleEl, report: Report): Promise<void> {
  const linter = new Linter({ config: BPMNLINT_CONFIG, resolver: new NodeResolver() });
  const results: Record<string, Array<{ id: string; message: string }>> = await linter.lint(definitions);
  const gateways = exclusiveGatewayIds(definitions);
  for (const [rule, found] of Object.entries(results)) {
    for (const r of found) {
      if (rule === 'label-required' && gateways.has(r.id)) continue;
      report(r.id ?? '-', `${r.message} (bpmnlint ${rule})`);
    }
  }
}
