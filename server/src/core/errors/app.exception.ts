import { ErrorCode, ErrorKey } from './error-code';

export interface FieldError {
  field: string;
  // a stable reason code the web can translate; the message already carries it in words
  reason: 'required' | 'type' | 'enum' | 'max' | 'min' | 'format' | 'unique' | string;
  message?: { zh: string; en: string };
}

// Thrown anywhere on the server; the exception filter turns it into the envelope.
export class AppException extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, unknown> = {},
    readonly fields: FieldError[] = [],
  ) {
    super(key);
  }

  get status(): number {
    return ErrorCode[this.key].status;
  }
}

// Business rules answer 400 with a message of their own in both languages.
export class RuleException extends AppException {
  constructor(readonly zh: string, readonly en: string, fields: FieldError[] = []) {
    super('BadRequest', {}, fields);
  }
}
