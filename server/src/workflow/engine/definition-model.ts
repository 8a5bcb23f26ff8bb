import { createRequire } from 'node:module';
import { parseBpmnXml } from './bpmn-xml';

// What the runtime needs from a BPMN file besides the engine's own context: approver rules, names and
// due dates of user tasks, the business result of each end event, and the process-level settings.
export interface UserTaskInfo {
  id: string;
  name: string;
  nameEn: string | null; // camunda:property nameEn: the step's name in English
  assignee: string | null;
  candidateGroups: string | null;
  dueDate: string | null;
}

export interface DefinitionModel {
  processId: string;
  processName: string | null;
  processNameEn: string | null; // the process's camunda:property nameEn
  namesEn: Record<string, string>; // every element's camunda:property nameEn by id (steps, events, flows)
  userTasks: Record<string, UserTaskInfo>;
  endResults: Record<string, 'agree' | 'disagree'>;
  settings: Record<string, string>;
  timed: boolean; // holds a timer event: only then has an instance engine timers to keep in wf_timer
  sourceContext: unknown; // bpmn-engine's serialised context, made once per version
}

const requireCjs = createRequire(__filename);
const elements = requireCjs('bpmn-elements');
const serializer = requireCjs('moddle-context-serializer');

type ModdleEl = {
  $type: string;
  id: string;
  name?: string;
  extensionElements?: { values?: ModdleEl[] };
  values?: ModdleEl[];
  value?: string;
  flowElements?: ModdleEl[];
  eventDefinitions?: ModdleEl[];
  [k: string]: unknown;
};

function properties(el: ModdleEl): Record<string, string> {
  const out: Record<string, string> = {};
  for (const ext of el.extensionElements?.values ?? []) {
    if (ext.$type !== 'camunda:Properties') continue;
    for (const p of ext.values ?? []) if (p.name) out[p.name] = String(p.value ?? '');
  }
  return out;
}

export async function buildDefinitionModel(xml: string): Promise<DefinitionModel> {
  const parsed = await parseBpmnXml(xml);
  const processEl = (parsed.rootElement.rootElements as ModdleEl[]).find((e) => e.$type === 'bpmn:Process');
  if (!processEl) throw new Error('no process element');
  const userTasks: Record<string, UserTaskInfo> = {};
  const endResults: Record<string, 'agree' | 'disagree'> = {};
  let timed = false;
  const namesEn: Record<string, string> = {};
  const walk = (els: ModdleEl[] = []) => {
    for (const el of els) {
      const en = properties(el).nameEn;
      if (en) namesEn[el.id] = en;
      if (el.eventDefinitions?.some((d) => d.$type === 'bpmn:TimerEventDefinition')) timed = true;
      if (el.$type === 'bpmn:UserTask') {
        userTasks[el.id] = {
          id: el.id,
          name: el.name ?? el.id,
          nameEn: properties(el).nameEn || null,
          assignee: (el.assignee as string) ?? null,
          candidateGroups: (el.candidateGroups as string) ?? null,
          dueDate: (el.dueDate as string) ?? null,
        };
      } else if (el.$type === 'bpmn:EndEvent') {
        endResults[el.id] = properties(el).result === 'disagree' ? 'disagree' : 'agree';
      } else if (el.$type === 'bpmn:SubProcess') {
        walk(el.flowElements);
      }
    }
  };
  walk(processEl.flowElements);
  // the English name is a label, not a setting the process's conditions read
  const { nameEn, ...settings } = properties(processEl);
  const ser = serializer.default ?? serializer;
  return {
    processId: processEl.id,
    processName: processEl.name ?? null,
    processNameEn: nameEn || null,
    namesEn,
    userTasks,
    endResults,
    settings,
    timed,
    sourceContext: ser(parsed, serializer.TypeResolver(elements)),
  };
}
