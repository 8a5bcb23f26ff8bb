// What every failed call throws: the server's envelope code and message, plus the failing fields.
export interface FieldProblem {
  field: string;
  key?: string; // stable: 'field.required', 'crew.sameRank' ...
  reason: string;
  message?: string; // in the caller's language; the server always sends it
}

export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  list: T[];
  total: number;
  totals?: Record<string, number>; // a report's additive measures over every page
  series?: Array<Record<string, unknown>>; // a report's chart: its measures per x over every page
  fields?: FieldProblem[];
  error?: string; // the server's stable error key: StaleVersion, Duplicate, crew.sameRank, ...
  confirmToken?: string; // a ConfirmRequired's: sent back in X-Confirm, it accepts exactly its warnings
}

// The server's "continue?" (SPEC §5, HTTP 428): its fields are the warnings, each with its key, and
// its confirmToken accepts them.
export const CONFIRM_REQUIRED = 'ConfirmRequired';
// What a call throws when the user answers "continue?" with no: nothing failed, nothing is shown.
export const DECLINED = 'cancelled';

// code is the envelope code ("400", "401", "409", ...) or "network" / "timeout" for transport failures.
export class ApiError extends Error {
  readonly code: string;
  readonly msg: string;
  readonly fields: FieldProblem[];
  readonly envelope?: Envelope;

  constructor(code: string, msg: string, fields: FieldProblem[] = [], envelope?: Envelope) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.fields = fields;
    this.envelope = envelope;
  }

  // someone else saved the record since it was read (409 StaleVersion, not a duplicate value)
  get isStale(): boolean {
    return this.envelope?.error === 'StaleVersion';
  }

  // the user said no to the server's "continue?": forms and pages show nothing
  get declined(): boolean {
    return this.code === DECLINED;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
