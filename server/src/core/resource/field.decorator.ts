import 'reflect-metadata';
import { Column, Index, type ColumnOptions } from 'typeorm';
import type { FieldDecl, FieldType } from './resource.types';

// One field written once (issue 20 §4): the declaration the API, the forms, export and OpenAPI read, and
// the column the database keeps, on one property of the entity, as NestJS GraphQL's @Field sits beside
// @Column. The column is derived from the declaration; `column` says only where the table differs from
// what the declaration implies (a dictionary value longer than one character, a numeric's precision).
//
//   @Field({ type: 'string', label: L('船名', 'Ship name'), required: true, max: 100, filter: 'like' })
//   name: string;
//
// Columns no caller reads or writes (a password hash, a lock lease) stay plain TypeORM @Column: they are
// not fields. `column: false` declares a field that is no column of this table (a password taken on input
// and hashed by a hook, ids kept in a link table) or whose column another decorator makes (a primary key,
// a creation time). A field that is no column is a `declare` property: rows read from the table must not
// carry the key (classes define their fields on every instance, and "the row has this field" is read as
// "the caller may compare it", own-row.ts).

// What the column needs beyond the declaration; each key overrides the derived value.
export interface ColumnDecl {
  type?: 'varchar' | 'text' | 'integer' | 'numeric' | 'boolean' | 'date' | 'timestamptz' | 'jsonb' | 'uuid';
  length?: number;
  precision?: number; // numeric: digits in all, required for `number` (money is numeric(19,4))
  scale?: number;
  nullable?: boolean; // default: NULL allowed unless the field is required or the column has a default
  // default: the field's defaultValue; null: none in the database (the form suggests the value, the
  // column holds what was saved)
  default?: unknown;
  unique?: boolean; // default: the field's `unique`
  index?: boolean; // a plain index on this column alone
}

export type FieldSpec = FieldDecl & { column?: ColumnDecl | false };

const OWN_FIELDS = 'resource:fields';
const TRAILING = 'resource:fieldsTrailing';

// The column type each declared type lives in when the declaration says no more. A dictionary value is
// one character (the codes '1'…'9' of SPEC's dictionaries); a dictionary with longer values says its length.
const COLUMN_OF: Partial<Record<FieldType, (f: FieldDecl) => ColumnOptions>> = {
  string: (f) => ({ type: 'varchar', length: f.max ?? 255 }),
  password: (f) => ({ type: 'varchar', length: f.max ?? 128 }),
  text: (f) => (f.max ? { type: 'varchar', length: f.max } : { type: 'text' }),
  dict: () => ({ type: 'varchar', length: 1 }),
  enum: (f) => ({ type: 'varchar', length: Math.max(1, ...(f.options ?? []).map((o) => String(o).length)) }),
  int: () => ({ type: 'integer' }),
  ref: () => ({ type: 'integer' }),
  number: () => ({ type: 'numeric' }),
  money: () => ({ type: 'numeric', precision: 19, scale: 4 }),
  boolean: () => ({ type: 'boolean' }),
  date: () => ({ type: 'date' }),
  datetime: () => ({ type: 'timestamptz' }),
  json: () => ({ type: 'jsonb' }),
  file: () => ({ type: 'uuid' }),
};

// The TypeORM column options a field's declaration implies, with the field's own overrides applied.
export function columnOptions(f: FieldDecl, over: ColumnDecl = {}): ColumnOptions {
  const derive = COLUMN_OF[f.type];
  if (!derive) throw new Error(`a field of type ${f.type} is never a column`);
  const { index: _index, ...rest } = over;
  // another column type than the declared type implies keeps none of the derived length or precision
  const base: ColumnOptions = over.type && over.type !== derive(f).type ? { type: over.type } : { ...derive(f) };
  const dflt = 'default' in over ? over.default : f.defaultValue;
  if (dflt !== undefined) base.default = dflt;
  if (f.unique) base.unique = true;
  const out: ColumnOptions = { ...base, ...rest };
  if (out.default === undefined || out.default === null) delete out.default;
  if (!out.unique) delete out.unique;
  out.nullable = over.nullable ?? !(f.required || out.default !== undefined);
  if (!out.nullable) delete out.nullable;
  return out;
}

// Declares the field on the entity class and makes its column.
export function Field(spec: FieldSpec): PropertyDecorator {
  const { column, ...decl } = spec;
  return (target, key) => {
    if (typeof key !== 'string') throw new Error('a field is named by a string');
    const ctor = target.constructor;
    const own: DeclaredField[] = Reflect.getOwnMetadata(OWN_FIELDS, ctor) ?? [];
    Reflect.defineMetadata(OWN_FIELDS, [...own, { name: key, decl, column: column !== false, owner: ctor }], ctor);
    if (column === false) return;
    Column(columnOptions(decl, column))(target, key);
    if (column?.index) Index()(target, key);
  };
}

// A base class whose fields follow those of the class extending it (the flow columns every request
// carries come after the request's own, on forms and in lists), instead of coming first.
export function TrailingFields(): ClassDecorator {
  return (target) => Reflect.defineMetadata(TRAILING, true, target);
}

// One @Field as recorded: `column` false when the decorator made no column (column: false).
export interface DeclaredField {
  name: string;
  decl: FieldDecl;
  column: boolean;
  owner: Function; // the class the property is written in
}

// The @Field properties of an entity class, base classes' included, in property order: a base class's
// first unless it is TrailingFields.
export function declaredFields(entity: Function): DeclaredField[] {
  let fields: DeclaredField[] = [];
  for (let c = entity; c && c !== Function.prototype && c !== Object; c = Object.getPrototypeOf(c)) {
    const own: DeclaredField[] = Reflect.getOwnMetadata(OWN_FIELDS, c) ?? [];
    fields = Reflect.getOwnMetadata(TRAILING, c) ? [...fields, ...own] : [...own, ...fields];
  }
  return fields;
}

// The fields an entity class declares, by name, in declaredFields' order. `first`: fields to put ahead
// of the rest, in that order (a plan's number).
export function fieldsOf(entity: Function, options: { first?: string[] } = {}): Record<string, FieldDecl> {
  const all = Object.fromEntries(declaredFields(entity).map((f) => [f.name, f.decl]));
  const first = options.first ?? [];
  for (const k of first) if (!Object.hasOwn(all, k)) throw new Error(`${entity.name} has no field ${k}`);
  return { ...Object.fromEntries(first.map((k) => [k, all[k]])), ...all };
}
