import type { FormInstance } from 'antd';
import type { ApiError } from '../api/api-error';

// Puts the server's field errors under the matching form fields, in words: the field's message, or the
// error's own (a rule about that field), never a bare reason code. Answers whether any matched.
export function applyServerErrors(form: Pick<FormInstance, 'setFields'>, err: ApiError, known: string[]): boolean {
  const hits = err.fields.filter((f) => known.includes(f.field));
  if (hits.length) form.setFields(hits.map((f) => ({ name: f.field, errors: [f.message || err.msg] })));
  return hits.length > 0;
}
