import { createRequire } from 'node:module';
import { camundaSchema } from '../definition-model';
import { checkFlowElements } from './flow-rules';
import type { ModdleEl, Problem } from './lint.types';

const requireCjs = createRequire(__filename);
const BpmnModdle = requireCjs('bpmn-moddle');
const { Linter } = requireCjs('bpmnlint');
const NodeResolver = requireCjs('bpmnlint/lib/resolver/node-resolver');

// bpmnlint's recommended rules, less those that do not fit approval flows.
const BPMNLINT_CONFIG = {
  extends: 'bpmnlint:recommended',
  rules: {
    // decision gateways after each approval read well unnamed: their outgoing flows carry the labels
    'label-required': 'off',
    // our rules say why these constructs are refused (engine defects), more precisely
    'no-inclusive-gateway': 'off',
    'event-based-gateway': 'off',
    'no-complex-gateway': 'off',
  },
};

export interface LintOptions {
  knownFlowTypes: string[];
}

// processes:check for one file, also run by the server before it deploys a file. No output, no exit:
// it answers the problems found, an empty list when the file is fine.
export async function lintProcess(xml: string, file: string, opts: LintOptions): Promise<Problem[]> {
  const problems: Problem[] = [];
  const report = (element: string, message: string) => problems.push({ file, element, message });
  let root: ModdleEl;
  try {
    const parsed = await new (BpmnModdle.default ?? BpmnModdle)({ camunda: camundaSchema }).fromXML(xml);
    root = parsed.rootElement;
    for (const w of parsed.warnings ?? []) report(w.element?.id ?? '-', `XML: ${w.message}`);
  } catch (e) {
    report('-', `not a BPMN 2.0 file: ${(e as Error).message.split('\n')[0]}`);
    return problems;
  }
  const processes = (root.rootElements ?? []).filter((e: ModdleEl) => e.$type === 'bpmn:Process');
  if (processes.length !== 1) report(root.id ?? '-', `a file holds exactly one process; found ${processes.length}`);
  for (const p of processes) {
    if (!opts.knownFlowTypes.includes(p.id)) report(p.id, `process id "${p.id}" is not a known flow type (${opts.knownFlowTypes.join(', ')})`);
    const walk = (els: ModdleEl[] = []) => {
      checkFlowElements(els, report);
      for (const el of els) if (el.flowElements) walk(el.flowElements);
    };
    walk(p.flowElements);
  }
  const linter = new Linter({ config: BPMNLINT_CONFIG, resolver: new NodeResolver() });
  const results: Record<string, Array<{ id: string; message: string; category: string }>> = await linter.lint(root);
  for (const [rule, reports] of Object.entries(results)) {
    for (const r of reports) if (r.category === 'error') report(r.id, `${r.message} (bpmnlint ${rule})`);
  }
  return problems;
}
