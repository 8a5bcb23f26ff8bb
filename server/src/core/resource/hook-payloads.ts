import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Row } from './row';

// What each hook phase is handed, by `<operation>:<phase>`. The generic operations' phases are here;
// another layer adds the phases of the operations it defines by augmenting this interface (the workflow's
// submit and finish), so a hook's payload is checked where the hook is declared.
export interface HookPayloads {
  'insert:before': { input: Row };
  'insert:after': { record: Row; input: Row };
  'update:before': { input: Row; current: Row };
  'update:after': { record: Row; before: Row; input: Row };
  // before the rows are read and locked: a module whose rows belong to an aggregate locks the aggregate
  // here, so a delete keeps the module's lock order (the aggregate before its rows)
  'delete:lock': { ids: number[] };
  'delete:before': { records: Row[] };
  'delete:after': { records: Row[] };
  'getList:query': { qb: SelectQueryBuilder<ObjectLiteral>; body: Row };
  'export:query': { qb: SelectQueryBuilder<ObjectLiteral>; body: Row };
  'read:read': { rows: Row[] };
}

export type HookEvent = keyof HookPayloads;

// The event of a hook key '<resource>.<operation>:<phase>' ('*' for every resource).
export type EventOf<K extends string> = K extends `${string}.${infer E}` ? (E extends HookEvent ? E : never) : never;
