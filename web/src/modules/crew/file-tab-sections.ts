// Lists another module shows on one of the file's own tabs (insurance: covers, declarations, payments,
// balance history, policies): that module registers them, so the crew module names none of its
// resources. Each is a list of the module's rows of this seafarer (`field` holds his id).
export interface FileTabSection {
  resource: string;
  field: string;
  order: number;
}

const sections = new Map<string, FileTabSection[]>();

export function registerFileTabSection(tab: string, section: FileTabSection): void {
  const list = [...(sections.get(tab) ?? []).filter((s) => s.resource !== section.resource), section];
  sections.set(tab, list.sort((a, b) => a.order - b.order));
}

export function fileTabSections(tab: string): FileTabSection[] {
  return sections.get(tab) ?? [];
}
