// One finding of processes:check: file, element id, what is wrong (printed as file:element:message).
export interface Problem {
  file: string;
  element: string;
  message: string;
}

// The parts of a bpmn-moddle element the rules read.
export interface ModdleEl {
  $type: string;
  id: string;
  name?: string;
  [k: string]: any;
}
