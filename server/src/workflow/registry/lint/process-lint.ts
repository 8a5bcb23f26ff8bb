import { parseBpmnXml } from '../../engine/bpmn-xml';
import { runBpmnlint } from './bpmnlint.rule';
import { checkFlowElements } from './flow-rules';
import { checkNoScripts } from './no-scripts.rule';
import type { ModdleEl, Problem } from './lint.types';

export type { Problem } from './lint.types';

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
    const parsed = await parseBpmnXml(xml);
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
    // bpmn-engine does not run a process that is not executable: the request would never get a task
    if (p.isExecutable !== true) report(p.id, 'the process must be isExecutable="true"');
    const walk = (els: ModdleEl[] = []) => {
      checkFlowElements(els, report);
      for (const el of els) if (el.flowElements) walk(el.flowElements);
    };
    walk(p.flowElements);
  }
  checkNoScripts(root, report);
  await runBpmnlint(root, report);
  return problems;
}
