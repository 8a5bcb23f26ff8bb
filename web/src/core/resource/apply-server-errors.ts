import type { FormInstance } from 'antd';
import type { ApiError } from '../api/api-error';

// Puts the server's field errors under the matching form fields; answers whether any matched.
export function applyServerErrors(form: FormInstance, err: ApiError, known: string[]): boolean {
  const hits = err.fields.filter((f) => known.includes(f.field));
  if (hits.length) form.setFields(hits.map((f) => ({ name: f.field, errors: [f.message ?? f.reason] })));
  return hits.length > 0;
}
