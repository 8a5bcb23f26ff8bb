import { createRequire } from 'node:module';

const requireCjs = createRequire(__filename);
const BpmnModdle = requireCjs('bpmn-moddle');
const camundaSchema = requireCjs('camunda-bpmn-moddle/resources/camunda.json');

// bpmn-moddle's reading of a file: the element tree (camunda: attributes included) and what it
// tolerated but found wrong. The registry builds its model from it and the lint rules walk it, so the
// whole of bpmn-engine's family is known here only.
export interface ParsedBpmn {
  rootElement: any;
  warnings?: Array<{ message: string; element?: { id?: string } }>;
  [k: string]: unknown;
}

const moddle = () => new (BpmnModdle.default ?? BpmnModdle)({ camunda: camundaSchema });

export function parseBpmnXml(xml: string): Promise<ParsedBpmn> {
  return moddle().fromXML(xml);
}

type Named = { $type: string; name?: string; extensionElements?: { values?: Named[] }; values?: Named[]; value?: string; flowElements?: Named[] };

// An element's camunda:property of that name (nameEn, result, a process setting), as the file writes it.
export function propertyOf(el: Named, name: string): string | undefined {
  for (const ext of el.extensionElements?.values ?? []) {
    if (ext.$type !== 'camunda:Properties') continue;
    const p = (ext.values ?? []).find((v) => v.name === name);
    if (p) return String(p.value ?? '');
  }
  return undefined;
}

// The file as an English reader's diagram shows it: every element that carries camunda:property nameEn
// (the process, its steps, events and flows: the one way a process owner names anything in English)
// takes that name; what has none keeps the name it has.
export async function withEnglishNames(xml: string): Promise<string> {
  const m = moddle();
  const { rootElement } = await m.fromXML(xml);
  const walk = (els: Named[] = []) => {
    for (const el of els) {
      const en = propertyOf(el, 'nameEn');
      if (en) el.name = en;
      walk(el.flowElements);
    }
  };
  walk(rootElement.rootElements);
  return (await m.toXML(rootElement, { format: true })).xml;
}
