import { companyToday } from '../util/company-today';
import { toFormValues, toWireValue } from './form-values';
import type { ActionMeta, FieldDecl, ResourceMeta } from './resource.types';

type Values = Record<string, unknown>;

// What the declarations say about calling one operation, for any screen: its button (label, "are you
// sure?", danger), the dialog it asks (fields, first values) and the body it sends. Pure, so the
// headless controller (operation-controller.ts) and its tests share it.

// The standard operations a screen calls through useOperation as it calls a declared one; they carry
// no ActionMeta of their own. Delete asks first (SPEC §5).
const STANDARD: Record<string, Omit<ActionMeta, 'name' | 'label'>> = {
  delete: { placement: 'row', confirm: true, danger: true },
};

// A standard operation applies to the rows the declaration lets change (editWhen).
export function operationAction(resource: Pick<ResourceMeta, 'actions' | 'editWhen'>, op: string): ActionMeta | undefined {
  const declared = resource.actions?.find((a) => a.name === op);
  if (declared) return declared;
  const standard = STANDARD[op];
  return standard ? { name: op, label: { zh: op, en: op }, ...standard, ...(resource.editWhen && { when: resource.editWhen }) } : undefined;
}

export const isStandardAction = (op: string): boolean => op in STANDARD;

// A dialog field is asked unless the context already fixes it (an add action's list fields) or its
// visibleWhen does not hold for the context (a sign-off's reason on another kind of order).
export function visibleIn(decl: Pick<FieldDecl, 'visibleWhen'>, context: Values): boolean {
  return Object.entries(decl.visibleWhen ?? {}).every(([field, values]) => values.includes(context[field] as never));
}

export function dialogFields(action: ActionMeta, context: Values = {}): Array<[string, FieldDecl]> {
  const fixed = action.placement === 'add' ? Object.keys(context) : [];
  return Object.entries(action.form ?? {}).filter(([name, decl]) => !fixed.includes(name) && visibleIn(decl, context));
}

// The value a dialog field starts with: the context's field it names as `prefill`, else today for a date
// that starts so, else its declared default. It is also the value the row holds, which a planned date
// may keep though it has passed.
export const prefilled = (decl: FieldDecl, context: Values): unknown =>
  (decl.prefill ? context[decl.prefill] : undefined) ?? (decl.startsToday ? companyToday() : undefined) ?? decl.defaultValue;

export function initialValues(fields: Array<[string, FieldDecl]>, context: Values = {}): Values {
  const decls = Object.fromEntries(fields);
  const raw = Object.fromEntries(fields.map(([name, decl]) => [name, prefilled(decl, context)]));
  return toFormValues(decls, raw);
}

// The call's body: what the screen knows (a row's id, the list's fixed fields) and the dialog's values
// as the server takes them; hidden fields are not sent.
export function operationBody(base: Values, fields: Array<[string, FieldDecl]>, values: Values): Values {
  return { ...base, ...Object.fromEntries(fields.map(([name, f]) => [name, toWireValue(f, values[name])])) };
}
