import type { EntityManager } from 'typeorm';
import { unknownDictValues } from '../../../core/dictionary/dictionary';
import { AppException, type FieldError } from '../../../core/errors/app.exception';
import { fieldError, validateInput, validationError } from '../../../core/resource/field-validator';
import type { FieldDecl } from '../../../core/resource/resource.types';
import type { Row } from '../../../core/resource/row';

// The orders of an insertList body, each read against the order's input declaration as an insert reads
// its body (types, lengths, required fields, dictionary values); an error names the order's place in the
// list (orders[3].planDate) so the form can show it there. T: the order as the declaration's fields make it.
export async function readOrders<T extends object>(m: EntityManager, raw: unknown[], decl: Record<string, FieldDecl>): Promise<T[]> {
  const at = (i: number) => (raw.length > 1 ? `orders[${i}].` : '');
  const errors: FieldError[] = [];
  const rows = raw.map((o, i) => {
    if (!o || typeof o !== 'object' || Array.isArray(o)) {
      errors.push({ field: at(i) || 'orders', reason: 'type', message: { zh: '派遣单格式有误', en: 'An order must be an object' } });
      return {};
    }
    // the one validator of inputs, its field errors moved to the order's place
    try {
      return validateInput(decl, o as Row, 'insert');
    } catch (e) {
      if (!(e instanceof AppException)) throw e;
      errors.push(...e.fields.map((f) => ({ ...f, field: `${at(i)}${f.field}` })));
      return {};
    }
  });
  if (errors.length) throw validationError(errors.slice(0, 50));
  await checkDictValues(m, decl, rows, at);
  return rows as T[];
}

// dictionary fields hold values of their dictionary: one query per dictionary for the whole batch
export async function checkDictValues(m: EntityManager, decl: Record<string, FieldDecl>, rows: Row[], at: (i: number) => string): Promise<void> {
  const errors: FieldError[] = [];
  for (const [name, f] of Object.entries(decl)) {
    if (f.type !== 'dict' || !f.dict) continue;
    const values = [...new Set(rows.map((r) => r[name]).filter((v) => v != null).map(String))];
    if (!values.length) continue;
    const unknown = new Set(await unknownDictValues(m, f.dict, values));
    rows.forEach((r, i) => {
      if (r[name] != null && unknown.has(String(r[name]))) errors.push({ ...fieldError(name, f, 'enum'), field: `${at(i)}${name}` });
    });
  }
  if (errors.length) throw validationError(errors.slice(0, 50));
}
