import 'reflect-metadata';
import type { HookEvent, HookPayload } from './hook-payloads';
import type { OpContext } from './op-context';
import type { OperationBody } from './operation-body';
import type { ActionMeta } from './resource.types';

export const OPERATION_META = 'resource:operation';
export const HOOK_META = 'resource:hook';

export interface OperationOptions {
  // permission key (a menu or button perms); null: any signed-in user; omitted: the screen's read right
  perm?: string | null;
  public?: boolean; // callable without a token (sign-in)
  write?: boolean; // runs in one transaction, with the audit log
  // makes a record (insert does): an Idempotency-Key makes a retry answer the first answer
  // (core/idempotency/idempotency.ts); write operations only
  creates?: boolean;
  // takes multipart/form-data (every other operation takes JSON only); maxFiles per request, default one.
  // The files of one request are 20 MB together whatever their number.
  upload?: { maxFiles?: number };
  // the answer is the same for every caller until the server is deployed again (declarations): it carries
  // an ETag, and a caller sending that tag back in If-None-Match gets 304 with no body (conditional-answers.ts)
  etag?: boolean;
  // every key the handler reads, declared as a resource's fields are ({} when it reads none): the router
  // checks the body against it and the handler gets these fields only (operation-body.ts)
  body: OperationBody;
  // shown by the generic pages: a button on each row (body {id}) or above the list (body {ids})
  ui?: OperationUi;
}

// How the generic pages offer the operation: ActionMeta in resource.types.ts, less its name.
export type OperationUi = Omit<ActionMeta, 'name'>;

export interface OperationMeta extends OperationOptions {
  resource: string;
  name: string;
}

// A custom operation of a resource, e.g.
// @Operation('sysUser', 'resetPassword', { perm: 'userManagement:resetPassword', write: true, body: { id: ..., password: ... } })
export function Operation(resource: string, name: string, options: OperationOptions): MethodDecorator {
  return (target, key) => {
    Reflect.defineMetadata(OPERATION_META, { resource, name, ...options } satisfies OperationMeta, target, key);
  };
}

// A keyed hook: '<resource>.<operation>:<phase>'; '*' as resource applies to every resource.
// Phases: before, after (insert, update, delete), lock (delete, before its rows are locked), query (getList,
// export), read (rows about to be answered), and those other layers add (HookPayloads). The method must
// take that phase's payload, with the resource's rows (ResourceRows): a method hooked to several phases
// or resources takes what each of them hands over.
export function Hook<K extends `${string}.${HookEvent}`>(
  key: K,
): <M extends (ctx: OpContext, payload: HookPayload<K>) => unknown>(target: object, method: string | symbol, descriptor: TypedPropertyDescriptor<M>) => void {
  return (target, method) => {
    const keys: string[] = Reflect.getMetadata(HOOK_META, target, method) ?? [];
    Reflect.defineMetadata(HOOK_META, [...keys, key], target, method);
  };
}
