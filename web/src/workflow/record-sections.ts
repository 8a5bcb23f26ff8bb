import type { ComponentType } from 'react';

// What a module shows the approver below a flow's record (a plan's orders and their compliance), by the
// record's resource: the drawer knows none of them.
export interface RecordSectionProps {
  resource: string;
  record: Record<string, unknown>;
}

const sections = new Map<string, ComponentType<RecordSectionProps>[]>();

export function registerRecordSection(resource: string, Component: ComponentType<RecordSectionProps>): void {
  const list = sections.get(resource) ?? [];
  if (!list.includes(Component)) sections.set(resource, [...list, Component]);
}

export const recordSectionsOf = (resource: string): ComponentType<RecordSectionProps>[] => sections.get(resource) ?? [];
