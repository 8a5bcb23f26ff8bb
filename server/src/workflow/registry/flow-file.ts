import path from 'node:path';

// processes/<name>.bpmn holds the flow type <name> written in camelCase: file names are kebab-case
// (credential-deal.bpmn), flow types and process ids camelCase (credentialDeal), as the flowType
// dictionary stores them. A camelCase file name is taken as is.
export function flowTypeOfFile(file: string): string {
  return path.basename(file, '.bpmn').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
