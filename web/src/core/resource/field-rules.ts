import type { FormRule } from 'antd';
import { limitText } from '../../../../server/src/core/resource/number-text';
import type { FieldDecl, ResourceMeta } from './resource.types';

export type FormMode = 'insert' | 'update';
type Entry = [string, FieldDecl];

const hiddenInList: FieldDecl['type'][] = ['text', 'json', 'password'];
const unsortable: FieldDecl['type'][] = ['json', 'refs', 'password', 'text'];

// Defaults follow the declaration comments in resource.types.ts, so the server and the web agree.
export const isListField = (f: FieldDecl): boolean => !f.secret && f.type !== 'password' && (f.inList ?? !hiddenInList.includes(f.type));
export const isSortable = (f: FieldDecl): boolean => f.sortable !== false && !unsortable.includes(f.type);
export const isFormField = (f: FieldDecl, mode: FormMode): boolean =>
  !f.readOnly && f.inForm !== false && !(f.createOnly && mode === 'update') && !(f.type === 'password' && mode === 'update' && !f.createOnly);
// A field the server works out from others (leave days): shown on the form as they change, never sent.
export const isComputedField = (f: FieldDecl): boolean => !!f.computed && f.inForm !== false;
export const isDetailField = (f: FieldDecl): boolean => !f.secret && f.type !== 'password';
// Wide widgets take the whole row of the two-column form.
export const isWideField = (f: FieldDecl): boolean => ['text', 'json', 'refs'].includes(f.type);

export const listFields = (r: ResourceMeta): Entry[] => Object.entries(r.fields).filter(([, f]) => isListField(f));
export const formFields = (r: ResourceMeta, mode: FormMode): Entry[] => Object.entries(r.fields).filter(([, f]) => isFormField(f, mode) || isComputedField(f));
export const filterFields = (r: ResourceMeta): Entry[] => Object.entries(r.fields).filter(([, f]) => !!f.filter);
export const detailFields = (r: ResourceMeta): Entry[] => Object.entries(r.fields).filter(([, f]) => isDetailField(f));
// Fields shown but not offered when editing one's own row (an account): the server takes only the
// profile (selfEdit) there; the rest is someone else's to grant.
export function lockedFields(r: ResourceMeta, mode: FormMode, record: Record<string, unknown> | null, userId: number | undefined): Set<string> {
  const own = mode === 'update' && !!r.self && record != null && userId != null && record[r.self.user] === userId;
  return new Set(own ? formFields(r, mode).filter(([, f]) => !f.selfEdit).map(([n]) => n) : []);
}

const TEXT_TYPES: FieldDecl['type'][] = ['string', 'text', 'password'];
const NUMBER_TYPES: FieldDecl['type'][] = ['int', 'number', 'money'];

// Widgets one picks from rather than types into: an empty one asks "please select", not "please enter".
const PICKED_TYPES: FieldDecl['type'][] = ['dict', 'enum', 'ref', 'refs', 'date', 'datetime', 'boolean'];

// The words of an empty required field by widget, and of a number or a length out of its limits;
// antd fills ${label}. Without them antd's own are used ("please enter"; "must be minimum 0",
// "must be between 0.01-1000000000", which read awkwardly).
export interface RequiredMessages {
  select: string;
  upload: string;
  limits?: LimitMessages;
}

// The limits arrive as text already grouped by thousands (limitText), as the server writes them.
export interface LimitMessages {
  atLeast: (min: string) => string;
  atMost: (max: string) => string;
  between: (min: string, max: string) => string;
  lengthAtLeast: (min: string) => string;
  lengthAtMost: (max: string) => string;
}

// The one message of a number rule with these ends.
function numberMessage(m: LimitMessages, min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return m.between(limitText(min), limitText(max));
  return min !== undefined ? m.atLeast(limitText(min)) : m.atMost(limitText(max!));
}

// The checks a form makes before sending, from the declaration (the server makes them again).
// Numbers are checked against min and max here rather than clamped by the number input: clamping
// turned a typed -5 into the minimum 0.01 and saved that without a word.
export function formRules(f: FieldDecl, messages?: RequiredMessages): FormRule[] {
  const text = TEXT_TYPES.includes(f.type);
  const rules: FormRule[] = [];
  const message = !messages ? undefined : PICKED_TYPES.includes(f.type) ? messages.select : f.type === 'file' ? messages.upload : undefined;
  // whitespace only for text: on other widgets it makes the validator expect a string
  if (f.required) rules.push(text ? { required: true, whitespace: true } : { required: true, ...(message ? { message } : {}) });
  const limits = messages?.limits;
  if (text && f.min) rules.push({ min: f.min, ...(limits ? { message: limits.lengthAtLeast(limitText(f.min)) } : {}) });
  if (text && f.max) rules.push({ max: f.max, ...(limits ? { message: limits.lengthAtMost(limitText(f.max)) } : {}) });
  if (NUMBER_TYPES.includes(f.type) && (f.min !== undefined || f.max !== undefined)) {
    // money arrives as a string (exact decimals): compared as a number
    const transform = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
    rules.push({ type: 'number', min: f.min, max: f.max, transform, ...(limits ? { message: numberMessage(limits, f.min, f.max) } : {}) });
  }
  return rules;
}

export const sortParam = (field: string, order: 'ascend' | 'descend' | null | undefined): string | undefined =>
  order ? (order === 'descend' ? `-${field}` : field) : undefined;
