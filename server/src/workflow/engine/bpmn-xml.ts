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

export function parseBpmnXml(xml: string): Promise<ParsedBpmn> {
  return new (BpmnModdle.default ?? BpmnModdle)({ camunda: camundaSchema }).fromXML(xml);
}
