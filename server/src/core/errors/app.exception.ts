import { errorDef, ErrorKey } from './error-code';

export interface FieldError {
  field: string;
  // a stable reason code ('required', 'max', 'order', 'same' ...); the message carries it in words
  reason: 'required' | 'type' | 'enum' | 'max' | 'min' | 'format' | 'unique' | string;
  // the field's own error key when it is not the error's ('field.<reason>' for the validator's)
  key?: string;
  // what the form shows under the field; absent: the error's own message (a rule about this field)
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

  // a key nobody declared is our defect: it answers 500 (render-error.ts logs it)
  get status(): number {
    return errorDef(this.key)?.status ?? 500;
  }
}
