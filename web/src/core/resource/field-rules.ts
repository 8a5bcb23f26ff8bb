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
export const isDetailField = (f: FieldDecl): boolean => !f.secret && f.type !== 'password';
// Wide widgets take the whole row of the two-column form.
export const isWideField = (f: FieldDecl): boolean => ['text', 'json', 'refs'].includes(f.type);

export const listFields = (r: ResourceMeta): Entry[] => Object.entries(r.fields).filter(([, f]) => isListField(f));
export const formFields = (r: ResourceMeta, mode: FormMode): Entry[] => Object.entries(r.fields).filter(([, f]) => isFormField(f, mode));
export const filterFields = (r: ResourceMeta): Entry[] => Object.entries(r.fields).filter(([, f]) => !!f.filter);
export const detailFields = (r: ResourceMeta): Entry[] => Object.entries(r.fields).filter(([, f]) => isDetailField(f));

export const sortParam = (field: string, order: 'ascend' | 'descend' | null | undefined): string | undefined =>
  order ? (order === 'descend' ? `-${field}` : field) : undefined;
