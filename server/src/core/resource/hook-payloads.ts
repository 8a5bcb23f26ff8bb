import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Row } from './row';

// What each hook phase is handed, by `<operation>:<phase>`, for rows of type R (the resource's entity,
// ResourceRows). The generic operations' phases are here; another layer adds the phases of the
// operations it defines by augmenting this interface (the workflow's submit and finish), so a hook's
// payload is checked where the hook is declared. Input is partial: a caller sends the fields it changes.
export interface HookPayloads<R extends object = Row> {
  'insert:before': { input: Partial<R> };
  'insert:after': { record: R; input: Partial<R> };
  'update:before': { input: Partial<R>; current: R };
  'update:after': { record: R; before: R; input: Partial<R> };
  // before the rows are read and locked: a module whose rows belong to an aggregate locks the aggregate
  // here, so a delete keeps the module's lock order (the aggregate before its rows)
  'delete:lock': { ids: number[] };
  'delete:before': { records: R[] };
  'delete:after': { records: R[] };
  'getList:query': { qb: SelectQueryBuilder<ObjectLiteral>; body: Row };
  'export:query': { qb: SelectQueryBuilder<ObjectLiteral>; body: Row };
  'read:read': { rows: R[] };
}

export type HookEvent = keyof HookPayloads;

// The row type of each resource whose declaration names its entity, by resource name: a module adds its
// resources (declare module … { interface ResourceRows extends RowsOf<typeof RESOURCES> {} }), so the
// hooks keyed by their names are handed their entity's rows. A resource not listed gets Row.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ResourceRows {}

// The event of a hook key '<resource>.<operation>:<phase>' ('*' for every resource).
export type EventOf<K extends string> = K extends `${string}.${infer E}` ? (E extends HookEvent ? E : never) : never;
export type ResourceOf<K extends string> = K extends `${infer N}.${string}` ? N : never;
export type RowOfResource<N extends string> = N extends keyof ResourceRows ? ResourceRows[N] : Row;

// The payload a hook keyed K is handed: its phase's, with the resource's rows.
export type HookPayload<K extends string> = HookPayloads<RowOfResource<ResourceOf<K>> & object>[EventOf<K>];
