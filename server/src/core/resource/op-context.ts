import type { EntityManager } from 'typeorm';
import type { Lang } from '../errors/error-code';
import type { CurrentUser } from '../auth/current-user';
import type { ConfirmInput } from '../errors/confirmations';
import type { ResourceDef } from './define-resource';

export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

// Everything an operation or hook gets. Inside a write operation `manager` is the transaction's:
// every query must go through it (the embedded database is one session and would deadlock otherwise).
// `B`: the body's type, for an operation whose declared body is typed (BodyOf in operation-body.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface OpContext<B extends object = Record<string, any>> {
  user: CurrentUser | null;
  lang: Lang;
  manager: EntityManager;
  resource: ResourceDef;
  operation: string;
  body: B;
  files: UploadedFile[];
  ip?: string;
  // the "continue?" tokens the caller sent back (X-Confirm) and their key: core/errors/confirmations.ts
  confirm?: ConfirmInput;
  // warnings server code accepts on its own (the demo seed), by key; never set from a request
  confirmed?: string[];
}

export interface ListResult<T = unknown> {
  list: T[];
  total: number;
  // a report's additive measures summed over the whole filtered result, not the page
  totals?: Record<string, number>;
  // a report's chart: its y measures summed per x over the whole filtered result
  series?: Array<Record<string, unknown>>;
}
