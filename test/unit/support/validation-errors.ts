import { AppException } from '../../../server/src/core/errors/app.exception';
import type { FieldError } from '../../../server/src/core/errors/app.exception';

// The field errors of the Validation error a call throws, or 'no error'; any other error is rethrown.
export function validationFields(fn: () => void): FieldError[] | 'no error' {
  try {
    fn();
    return 'no error';
  } catch (e) {
    if (!(e instanceof AppException) || e.key !== 'Validation') throw e;
    return e.fields;
  }
}
