import { fieldsOf } from './field.decorator';
import type { DataScopeDecl, DateOrder, FieldDecl, Label, RelatedDecl, ReportMeta, StandardOp } from './resource.types';

// One declaration per entity: endpoints, validation, OpenAPI, export and the web's screens all come from it.
// `E`: the entity's row, which the resource's hooks and operations are handed (RowOf); `N`: its name.
export interface ResourceDef<E extends object = object, N extends string = string> {
  name: N; // the API name of SPEC §7, matched without regard to case
  label: Label;
  entity?: new () => E; // absent for resources that only have custom operations
  menu?: string; // the screen's permission key; standard operations derive theirs from it
  // the fields, in order: those the entity's @Field properties declare (field.decorator.ts), or, for a
  // resource whose entity declares none, given here
  fields: Record<string, FieldDecl>;
  operations?: StandardOp[]; // default: all standard operations when there is an entity
  // SPEC names for operations of this resource: a standard one (getBoatUserInfoList: 'getList') or one a
  // module or layer defines (confirm: 'approve'); the alias is the same operation, right and body
  aliases?: Record<string, StandardOp | (string & {})>;
  // other resource names SPEC §7 calls some of this resource's operations under, as a different view of
  // the same records ({ employExpenseFlow: ['getInfoById', 'getInfoByInstanceId'] }): a call to
  // employExpenseFlow/api/getInfoById is this resource's getInfoById, under this resource's rights
  answersAs?: Record<string, string[]>;
  access?: Partial<Record<string, string | null>>; // permission key per operation; null: any signed-in user
  scope?: DataScopeDecl;
  keyword?: string[]; // fields a free-text `keyword` filter searches
  defaultSort?: string;
  processId?: string; // approved through processes/<processId>.bpmn (a value of the flowType dictionary)
  // submitPerm: who may submit and withdraw (default the screen's add right); view: a read-only list of
  // another resource's requests (a management screen, `of` names it), which follows their flows but starts none;
  // operations: those the workflow layer defines on this resource (submit, approve ...), listed here so a
  // reader of the declaration (and a search for the route) finds them; the start fails if one is missing
  flow?: { submitPerm?: string; view?: boolean; of?: string; operations?: string[] };
  dateOrder?: DateOrder[]; // checked by the server on every insert and update
  audit?: boolean; // default true
  // rows that may be edited or deleted, by field values (submitted requests are not): the web hides the
  // buttons on other rows; the server's own hooks still refuse
  editWhen?: Record<string, Array<string | number | boolean | null>>;
  related?: RelatedDecl[];
  // too many rows to offer in a picker (100,000 seafarers): pickers search it by keyword, and rows that
  // reference it carry the referenced row's label as <field>Label
  large?: boolean;
  // the only rows this resource has (a view over another's table): { boardState: ['1'] }
  where?: Record<string, Array<string | number | boolean>>;
  // the slim projection other screens pick from (id, code, name): any signed-in user may list and read
  // these fields; the full rows (contacts, phones, terms) need the screen's own right
  pick?: string[];
  pickOnly?: boolean; // set on the derived slim view (pickView), never declared
  // the field naming the user a row is about (an account: its own id): on their own row a user changes
  // only the fields marked `selfEdit`, their profile; everything else is granted by someone else
  self?: { user: string };
  // the rows are the departments themselves (the organisation): each row's id and its parent (`parent`)
  // are department fields, written only within the caller's data rights (core/access/write-scope.ts);
  // changing the parent or a field of `below` (the type: a company is the company of all below it)
  // needs rights over everything below the row as well
  departments?: { parent: string; below?: string[] };
  // company-wide data (the compliance matrix every company's plans are checked against): one set of rows
  // for all companies, so a branch that changed it would change the rules of the others. Everyone with
  // the screen reads it; only a caller holding all data rights inserts, updates or deletes it (403
  // CompanyWideData, before the body is read), and Meta lists those operations in `allData` so the web
  // offers them to such callers alone. Rows that route some companies only (approver rows) are not this:
  // their rule is per row, in their hooks.
  companyWide?: boolean;
  // fields other modules keep in tables of their own (extendResource), joined by the registry at
  // registration; never declared here
  extensions?: ResolvedExtension[];
  // set by defineReport (core/reports), never declared: the totals row and chart of a report's screen
  report?: ReportMeta;
}

// Fields a module adds to another module's resource, kept in a table of its own with one row per row of
// that resource (keyed by `key`): the crew rights of a role on the roles screen, a person's leave balance
// on the staff screen. The owner's declaration shows them as its own fields (lists, forms, filters,
// export, API document); the module that owns the table owns the columns and the rules.
export interface ResourceExtension {
  resource: string;
  entity: new () => object;
  key: string; // property of `entity` holding the id of the extended row
  fields: Record<string, FieldDecl>;
  after?: string; // the extended resource's field these follow on screens; default: at the end
}

export interface ResolvedExtension extends ResourceExtension {
  alias: string; // the join's alias in queries of the extended resource
}

// An extension as written: its fields come from its entity's @Field properties.
export type ExtensionInput = Omit<ResourceExtension, 'fields'>;

export function extendResource(ext: ExtensionInput): ResourceExtension {
  const fields = fieldsOf(ext.entity);
  if (Object.keys(fields).length === 0) throw new Error(`extendResource(${ext.resource}): ${ext.entity.name} declares no fields`);
  return { ...ext, fields };
}

// The extension a field of `def` lives in, if it is not the resource's own column.
export function extensionOf(def: ResourceDef, field: string): ResolvedExtension | undefined {
  return def.extensions?.find((x) => Object.hasOwn(x.fields, field));
}

// A declaration as written: the fields come from the entity class (@Field) unless it declares none.
export type ResourceInput<E extends object = object, N extends string = string> = Omit<ResourceDef<E, N>, 'fields'> & {
  fields?: Record<string, FieldDecl>;
  // how this resource shows some of its entity's fields, where resources over one table differ (a plan
  // kind that needs the ship, a transfer's department named "from department"): merged into the field,
  // its place unchanged; the column is the class's alone
  refine?: Record<string, Partial<FieldDecl>>;
  first?: string[]; // fields shown ahead of the class's order (a plan's number before the flow columns' place)
};

// The row of a resource's entity, as its hooks and operations handle it.
export type RowOf<D> = D extends ResourceDef<infer E, string> ? E : never;

// Resource name → row, for a module's list of declarations: what ResourceRows (hook-payloads.ts) is
// extended with, so hooks keyed by those names are handed typed rows. Names not known to the compiler
// (views, kinds built from data) are left out.
export type RowsOf<T extends readonly ResourceDef<object, string>[]> = {
  [D in T[number] as string extends D['name'] ? never : D['name']]: RowOf<D>;
};

export function defineResource<E extends object = object, const N extends string = string>(input: ResourceInput<E, N>): ResourceDef<E, N> {
  const { refine, first, ...def } = input;
  const fromClass = def.entity ? fieldsOf(def.entity, { first }) : {};
  if (Object.keys(fromClass).length === 0) {
    if (!def.fields) throw new Error(`${def.name} declares no fields, and its entity none either`);
    if (refine || first) throw new Error(`${def.name}: refine and first shape an entity's fields; ${def.entity?.name ?? 'it has no entity'} declares none`);
    return { ...def, fields: def.fields };
  }
  // a field is written once: a declaration naming fields its entity declares would be a second copy to drift
  if (def.fields) throw new Error(`${def.name}: ${def.entity!.name} declares the fields (@Field); the declaration may only refine them`);
  const fields = { ...fromClass };
  for (const [k, r] of Object.entries(refine ?? {})) {
    if (!Object.hasOwn(fields, k)) throw new Error(`${def.name} refines ${k}, which ${def.entity!.name} does not declare`);
    fields[k] = { ...fields[k], ...r };
  }
  return { ...def, fields };
}

// A read-only screen over another resource's rows (the certificates that warn, the crew on board): the
// same entity and fields, read and export only, under its own menu, limited to the rows `where` keeps.
// Derived, so the two lists never drift apart.
export function readOnlyView(
  def: ResourceDef,
  // aliases: the view's own SPEC names (an export of the on-board list), never the record's
  view: Pick<ResourceDef, 'name' | 'menu' | 'label'> & Partial<Pick<ResourceDef, 'scope' | 'where' | 'flow' | 'defaultSort' | 'aliases'>>,
): ResourceDef {
  return { ...def, operations: ['getList', 'getById', 'export'], aliases: undefined, answersAs: undefined, access: undefined, large: undefined, ...view };
}

// What a caller without the screen's right reads of a resource others pick from: the `pick` fields only,
// filtered, searched and sorted by those alone (a filter on a phone number would reveal it).
export function pickView(def: ResourceDef): ResourceDef {
  const keep = new Set(def.pick ?? []);
  const fields = Object.fromEntries(Object.entries(def.fields).filter(([k]) => keep.has(k)));
  const sortField = def.defaultSort?.replace(/^-/, '');
  return {
    ...def,
    fields,
    keyword: def.keyword?.filter((k) => keep.has(k)),
    defaultSort: sortField && keep.has(sortField) ? def.defaultSort : 'id',
    related: undefined,
    // no join for a module's fields the picker does not show
    extensions: def.extensions?.filter((x) => Object.keys(x.fields).some((k) => keep.has(k))),
    pickOnly: true,
  };
}

// The permission key a standard operation needs by default: reading needs the screen itself.
export function defaultPerm(def: ResourceDef, op: StandardOp): string | null {
  if (def.access && op in def.access) return def.access[op] ?? null;
  if (!def.menu) return null;
  switch (op) {
    case 'getList':
    case 'getById':
      return def.menu;
    case 'insert':
      return `${def.menu}:add`;
    case 'update':
      return `${def.menu}:edit`;
    case 'delete':
      return `${def.menu}:delete`;
    case 'export':
      return `${def.menu}:export`;
  }
}
