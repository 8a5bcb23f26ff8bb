import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../util/preloadable';
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
  rowClassName?: (row: Record<string, unknown>) => string | undefined; // e.g. certificates by warning state
  // what the add button says where "add" would mislead (an i18n key): sea service is signed on with its
  // own action, and add records service already ended
  addLabel?: string;
}

const fieldOverrides = new Map<string, FieldOverride>();
const listOptions = new Map<string, ListOptions>();
const screens = new Map<string, Preloadable<object>>();

export function registerFieldOverride(resource: string, field: string, o: FieldOverride): void {
  fieldOverrides.set(`${resource}.${field}`, o);
}
export const fieldOverride = (resource: string, field: string): FieldOverride | undefined => fieldOverrides.get(`${resource}.${field}`);

export function registerListOptions(resource: string, o: ListOptions): void {
  listOptions.set(resource, o);
}
export const listOptionsOf = (resource: string): ListOptions => listOptions.get(resource) ?? {};

// A screen that is not a generic list (dispatch planner, payroll run, …), by its menu key. Given as a
// loader (() => import('./X').then((m) => m.X)): each screen is a chunk of its own, fetched when first
// opened or when its menu entry is hovered (preloadScreen), so no screen weighs on sign-in or on the others.
export function registerScreen(key: string, load: () => Promise<ComponentType>): void {
  screens.set(key, preloadable(load));
}
export const screenOf = (key: string): ComponentType | undefined => screens.get(key)?.Component;
export const preloadScreen = (key: string): Promise<unknown> => screens.get(key)?.preload() ?? Promise.resolve();

// Something every row of some resources offers (the flow's progress on approved records), declared by
// a layer once rather than on each resource: the component renders its own button and whatever opens.
export interface RowExtension {
  key: string;
  appliesTo: (resource: ResourceMeta) => boolean;
  Component: ComponentType<{ resource: ResourceMeta; row: Record<string, unknown> }>;
}
const rowExtensions: RowExtension[] = [];
export function registerRowExtension(x: RowExtension): void {
  rowExtensions.push(x);
}
export const rowExtensionsFor = (resource: ResourceMeta): RowExtension[] => rowExtensions.filter((x) => x.appliesTo(resource));

// Buttons a layer adds to the toolbar of some resources' lists, acting on the rows selected there (bulk
// approval on the management screens of flows); a list with one offers row selection. `onDone`: the
// rows may have changed, so the list reloads and forgets the selection.
export interface ToolbarExtension {
  key: string;
  appliesTo: (resource: ResourceMeta) => boolean;
  Component: ComponentType<{ resource: ResourceMeta; selected: number[]; onDone: () => void }>;
}
const toolbarExtensions: ToolbarExtension[] = [];
export function registerToolbarExtension(x: ToolbarExtension): void {
  toolbarExtensions.push(x);
}
export const toolbarExtensionsFor = (resource: ResourceMeta): ToolbarExtension[] => toolbarExtensions.filter((x) => x.appliesTo(resource));

// A count shown beside a menu entry (open tasks on my agency), by the screen's key.
const menuBadges = new Map<string, ComponentType>();
export function registerMenuBadge(key: string, badge: ComponentType): void {
  menuBadges.set(key, badge);
}
export const menuBadgeOf = (key: string): ComponentType | undefined => menuBadges.get(key);
