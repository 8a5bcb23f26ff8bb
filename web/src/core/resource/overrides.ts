import type { ComponentType } from 'react';
import type { FormMode } from './field-rules';
import type { FieldDecl, ResourceMeta } from './resource.types';

// Where a module replaces part of the generic pages, keyed by resource and field (or screen key) —
// never an `if (entity === …)` inside the generic code.
export interface FieldFormItemProps {
  resource: ResourceMeta;
  name: string;
  decl: FieldDecl;
  mode: FormMode;
}

export interface FieldDisplayProps {
  resource: ResourceMeta;
  name: string;
  decl: FieldDecl;
  value: unknown;
  record: Record<string, unknown>;
}

export interface FieldOverride {
  FormItem?: ComponentType<FieldFormItemProps>; // renders its own Form.Item (or nothing)
  Display?: ComponentType<FieldDisplayProps>;
}

export interface ListOptions {
  tree?: boolean; // show as a tree table (rows nest under parentId)
}

const fieldOverrides = new Map<string, FieldOverride>();
const listOptions = new Map<string, ListOptions>();
const screens = new Map<string, ComponentType>();

export function registerFieldOverride(resource: string, field: string, o: FieldOverride): void {
  fieldOverrides.set(`${resource}.${field}`, o);
}
export const fieldOverride = (resource: string, field: string): FieldOverride | undefined => fieldOverrides.get(`${resource}.${field}`);

export function registerListOptions(resource: string, o: ListOptions): void {
  listOptions.set(resource, o);
}
export const listOptionsOf = (resource: string): ListOptions => listOptions.get(resource) ?? {};

// A screen that is not a generic list (dispatch planner, payroll run, …), by its menu key.
export function registerScreen(key: string, screen: ComponentType): void {
  screens.set(key, screen);
}
export const screenOf = (key: string): ComponentType | undefined => screens.get(key);
