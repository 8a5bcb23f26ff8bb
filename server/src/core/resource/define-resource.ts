import type { DataScopeDecl, DateOrder, FieldDecl, Label, RelatedDecl, ReportMeta, StandardOp } from './resource.types';

// One declaration per entity: endpoints, validation, OpenAPI, export and the web's screens all come from it.
export interface ResourceDef {
  name: string; // the API name of SPEC §7, matched without regard to case
  label: Label;
  entity?: new () => object; // absent for resources that only have custom operations
  menu?: string; // the screen's permission key; standard operations derive theirs from it
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

export function extendResource(ext: ResourceExtension): ResourceExtension {
  return ext;
}

// The extension a field of `def` lives in, if it is not the resource's own column.
export function extensionOf(def: ResourceDef, field: string): ResolvedExtension | undefined {
  return def.extensions?.find((x) => Object.hasOwn(x.fields, field));
}

export function defineResource(def: ResourceDef): ResourceDef {
  return def;
}

// A read-only screen over another resource's rows (the certificates that warn, the crew on board): the
// same entity and fields, read and export only, under its own menu, limited to the rows `where` keeps.
// Derived, so the two lists never drift apart.
export function readOnlyView(
  def: ResourceDef,
  view: Pick<ResourceDef, 'name' | 'menu' | 'label'> & Partial<Pick<ResourceDef, 'scope' | 'where' | 'flow' | 'defaultSort'>>,
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
