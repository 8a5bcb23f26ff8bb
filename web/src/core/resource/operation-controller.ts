import { isApiError } from '../api/api-error';
import { outcomeUnknown } from '../api/idempotency-key';
import { dialogFields, initialValues, isStandardAction, operationAction, operationBody } from './operation-dialog';
import type { ActionMeta, FieldDecl, ResourceMeta } from './resource.types';

type Values = Record<string, unknown>;
export type Rows = Values[];

// What the controller needs from the world: the envelope handler's call (which already asks the
// server's "continue?" and shows failures), the "are you sure?" question, the success message, words,
// and what to refresh. Injected, so the controller runs (and is tested) without React or a browser.
export interface OperationDeps {
  call: (resource: string, op: string, body: Values, idempotencyKey: string) => Promise<{ list: Rows; msg?: string }>;
  download: (resource: string, op: string, body: Values) => Promise<void>;
  confirm: (question: string, danger: boolean) => Promise<boolean>;
  success: (text: string) => void;
  words: { label: (action: ActionMeta) => string; confirmAction: (label: string) => string; confirmDelete: string; done: string };
  changed: (op: string, rows: Rows) => void;
  newKey: () => string;
}

// An open dialog: what it asks, where it starts, and what the call already knows.
export interface Opening {
  action: ActionMeta;
  title: string;
  context: Values;
  base: Values;
  fields: Array<[string, FieldDecl]>;
  initial: Values;
}

export interface OperationState {
  opening: Opening | null;
  busy: boolean;
}

// base: the body's known part (a row's {id}, a list's fixed fields); context: what the dialog acts on
// (the row: its prefills, visibleWhen and date order; by default the base); subject: who or what the
// title names beside the action (a seafarer).
export interface OpenOptions {
  base?: Values;
  context?: Values;
  subject?: string;
}

// The headless controller of declared operations (react-admin's controllers, Tasklist's one hook per
// call): one dialog at a time for any of a resource's operations, its "are you sure?", the call with
// one Idempotency-Key per opening (a refusal renews it: the next values are another request), the
// result, and a busy flag. useOperation (use-operation.tsx) is its React face.
export class OperationController {
  private state: OperationState = { opening: null, busy: false };
  private key = '';
  private settle: ((rows: Rows | null) => void) | null = null;

  constructor(
    private resource: ResourceMeta,
    private deps: OperationDeps,
    private readonly onState: (s: OperationState) => void,
  ) {}

  // a render hands the latest resource and deps (language, callbacks) without losing an open dialog
  update(resource: ResourceMeta, deps: OperationDeps): void {
    this.resource = resource;
    this.deps = deps;
  }

  current(): OperationState {
    return this.state;
  }

  // The declared dialog when the operation asks one, else straight to its "are you sure?" and call.
  // Resolves the answered rows, or null when cancelled, declined or refused (the client showed why).
  open(op: string, options: OpenOptions = {}): Promise<Rows | null> {
    const action = this.action(op);
    const base = options.base ?? {};
    const context = options.context ?? base;
    const fields = dialogFields(action, context);
    if (!fields.length) return this.run(op, base);
    this.finish(null);
    const label = this.deps.words.label(action);
    this.key = this.deps.newKey();
    this.set({ opening: { action, title: options.subject ? `${label}：${options.subject}` : label, context, base, fields, initial: initialValues(fields, context) } });
    return new Promise((resolve) => (this.settle = resolve));
  }

  // The dialog's checked values: sent; on success the dialog closes. A refusal is thrown for the dialog
  // to show against its fields, and the dialog stays.
  async submit(values: Values): Promise<void> {
    const opening = this.state.opening;
    if (!opening || this.state.busy) return;
    try {
      const rows = await this.execute(opening.action, operationBody(opening.base, opening.fields, values), this.key);
      if (rows) this.finish(rows);
    } catch (e) {
      if (isApiError(e) && !outcomeUnknown(e.code)) this.key = this.deps.newKey();
      throw e;
    }
  }

  cancel(): void {
    this.finish(null);
  }

  // No dialog: the screen has the values (a reliever picked from its search). Asks first when declared.
  async run(op: string, body: Values, idempotencyKey = this.deps.newKey()): Promise<Rows | null> {
    try {
      return await this.execute(this.action(op), body, idempotencyKey);
    } catch {
      return null;
    }
  }

  // Several sends that are one request to the user (a search drawer open until one pick is made): one
  // key until a refusal, so a lost answer sent again answers the first answer instead of acting twice.
  keyed(op: string): (body: Values) => Promise<Rows | null> {
    let key = this.deps.newKey();
    return async (body) => {
      try {
        return await this.execute(this.action(op), body, key);
      } catch (e) {
        if (isApiError(e) && !outcomeUnknown(e.code)) key = this.deps.newKey();
        return null;
      }
    };
  }

  private action(op: string): ActionMeta {
    return operationAction(this.resource, op) ?? { name: op, label: { zh: op, en: op }, placement: 'screen' };
  }

  private async execute(action: ActionMeta, body: Values, key: string): Promise<Rows | null> {
    if (action.confirm) {
      const question = isStandardAction(action.name) ? this.deps.words.confirmDelete : this.deps.words.confirmAction(this.deps.words.label(action));
      if (!(await this.deps.confirm(question, !!action.danger))) return null;
    }
    this.set({ busy: true });
    try {
      if (action.download) {
        await this.deps.download(this.resource.name, action.name, body);
        return [];
      }
      const answer = await this.deps.call(this.resource.name, action.name, body, key);
      this.deps.success(answer.msg || this.deps.words.done);
      this.deps.changed(action.name, answer.list);
      return answer.list;
    } finally {
      this.set({ busy: false });
    }
  }

  private finish(rows: Rows | null): void {
    const settle = this.settle;
    this.settle = null;
    if (this.state.opening) this.set({ opening: null });
    settle?.(rows);
  }

  private set(patch: Partial<OperationState>): void {
    this.state = { ...this.state, ...patch };
    this.onState(this.state);
  }
}
