// The shape of a resource declaration. Pure types, no imports: the web reads the same file
// (through the Meta resource) to draw lists, search forms and edit forms.
export type Label = { zh: string; en: string };

export type FieldType =
  | 'string' // one line, max 255 unless said
  | 'text' // several lines
  | 'int'
  | 'number'
  | 'money' // decimal, up to 4 places
  | 'boolean'
  | 'date' // YYYY-MM-DD
  | 'datetime' // ISO 8601
  | 'dict' // a value of the dictionary named by `dict`
  | 'enum' // one of `options`, labels under enums.<enumName>
  | 'ref' // id of a row of another resource (`ref`)
  | 'refs' // ids of rows of another resource; min/max: how many
  | 'file' // id of an uploaded file
  | 'json'
  | 'password'
  // operation bodies only (never a column):
  | 'sort' // a list's order: 'field', '-field', 'field desc' or { field, order }; the list says which fields
  | 'scalar'; // a number or a one-line string, read by the operation itself (an amount as typed)

export type FilterKind = 'eq' | 'like' | 'in' | 'range';

export interface FieldDecl {
  type: FieldType;
  label: Label;
  required?: boolean;
  max?: number; // string length, numeric maximum, or how many ids (refs)
  min?: number;
  dict?: string; // dictionary mark, e.g. gender, yesOrNo
  options?: Array<string | number>; // for enum
  enumName?: string; // i18n group for enum options (enums.<enumName>.<value>)
  ref?: string; // resource name a ref points to
  refLabel?: string; // field of the referenced resource shown instead of the id
  // this field holds the English form of that one (a name): references labelled by that field read this
  // one in English where the row has it. Without it, `enName` is `name`'s English form.
  englishOf?: string;
  // a picker of a large resource offers only rows matching other fields of the form: { userId: 'userId' }
  // (the referenced row's field ← this form's field), e.g. the certificates of the chosen seafarer
  refFilter?: Record<string, string>;
  // a reference the caller may point only at rows within their data rights (a department they hold
  // rights on, a user they may see); rows whose value lies outside cannot be changed or deleted by them.
  // 'tree': a department and everything below it (a leader decides for the whole tree under them)
  scoped?: boolean | 'tree';
  filter?: FilterKind;
  // an empty array sent for this filter means "no filter" rather than being refused (minItems)
  acceptEmpty?: boolean;
  inList?: boolean; // shown as a list column (default: yes except text/json/password)
  inForm?: boolean; // shown on the create/edit form (default: yes unless readOnly)
  readOnly?: boolean; // set by the server only; ignored in input
  createOnly?: boolean; // taken on insert only (an initial password); ignored on update
  secret?: boolean; // never answered, never written to the audit log
  // part of one's own profile (a phone number, an e-mail address): on a row about the caller themself
  // (ResourceDef.self) only such fields change; the rest are entitlements (leave days, rank, account
  // name) that someone else grants
  selfEdit?: boolean;
  unique?: boolean;
  notFuture?: boolean; // a date that records a fact: not later than today (company time zone)
  // a date that plans (a dispatch's date, a trip's start): not earlier than today (company time zone)
  // when it is set or changed; a stored one kept as it is does not stop edits of the row's other fields
  notPast?: boolean;
  // a string of a known kind, checked on input (rules in core/resource/field-formats.ts): a phone number
  // (mainland mobile, landline with area code, or international with +), a mainland resident identity
  // card number (GB 11643 check character), an email address
  format?: 'phone' | 'idCard' | 'email';
  sortable?: boolean;
  defaultValue?: unknown;
  // a read-only field the server works out from other fields of the row (leave days from the dates and
  // the holidays): forms show it as those fields change, by calling the resource's operation `op` with
  // them (`from`); the operation answers [{ <this field>: value }]. The write counts it again itself.
  computed?: { op: string; from: string[] };
  // In an operation's dialog (ActionMeta.form): the field starts as this field of the row or context
  // the dialog acts on (an order's planned date when it is moved); a planned date may keep that value.
  prefill?: string;
  // In an operation's dialog: a date that starts as today (the company's), where a fact is most often
  // recorded on the day it happens (an order carried out); prefill, when it names a value, goes first.
  startsToday?: boolean;
  // In an operation's dialog: asked only when the context's fields hold one of the values (a sign-off's
  // reason only for a sign-off order); a hidden field is neither checked nor sent.
  visibleWhen?: Record<string, Array<string | number | boolean | null>>;
}

// Two date or date-time fields of one row in order (SPEC §5: exit < boarding < disembarking < entry):
// `after` may not be before `before` ('le'), or must be later ('lt'); `maxDays`: and at most that many
// days later (a leave of a year at most). Checked on the row as it will be saved; an error names `after`.
export type DateOrder = [before: string, after: string, kind: 'lt' | 'le', maxDays?: number];

export type StandardOp = 'getList' | 'getById' | 'insert' | 'update' | 'delete' | 'export';
export const STANDARD_OPS: StandardOp[] = ['getList', 'getById', 'insert', 'update', 'delete', 'export'];

export interface DataScopeDecl {
  dept?: string; // property holding the owning department
  creator?: string; // property holding the creating user
  // a rule a module registered (access-extensions.ts) decides which rows the user sees, instead of the
  // data rights; it reads the properties it needs from `fields` ({ shipowner: 'shipownerId' })
  provider?: string;
  fields?: Record<string, string>;
  // rows that belong to a row of another resource (a seafarer's certificates) are seen with that row
  via?: { field: string; resource: string };
}

// Where the generic pages offer a custom operation: on each row (body {id}), above the list on the
// selected rows (body {ids}), or above the list beside add, taking no row: the body is the dialog's
// values and the list's fixed fields (a seafarer's sign-on from their file's sea-service tab).
// 'screen': a module's own screen offers it (useOperation), with the body that screen knows (an order
// made from a plan's manning table); the generic pages do not.
export type ActionPlacement = 'row' | 'toolbar' | 'add' | 'screen';

// Who may take a row action, by the row: the user its field names (withdraw: { user: 'starterId' },
// the request's applicant). The web offers it to that user only; the router refuses anyone else before
// the operation runs.
export interface ActWhen {
  user: string;
}

export interface ActionMeta {
  name: string;
  label: Label;
  placement: ActionPlacement;
  confirm?: boolean; // ask "are you sure?" first (SPEC §5), once the dialog's values pass their checks
  danger?: boolean;
  form?: Record<string, FieldDecl>; // fields asked in a dialog before the call, e.g. a new password
  // a row action shows only on rows whose fields hold one of the values, e.g. pause only { status: ['1'] };
  // the server still decides: this only spares the user a button that would be refused
  when?: Record<string, Array<string | number | boolean | null>>;
  actWhen?: ActWhen;
  // the add and edit forms also offer "save and <label>" (a flow's submit): save, then this on the row
  afterSave?: boolean;
  download?: boolean; // answers a file (a résumé) rather than rows
  // acts on the whole list, whatever row it is shown for (a month's payments generated or sealed): not
  // offered where the list is one row's (a tab of a seafarer's file), whose context it would ignore
  listWide?: boolean;
}

// A list of another resource's rows that belong to a row of this one (a job's run log, a seafarer's
// certificates): the generic pages open it from the row, filtered by `field` = the row's id.
export interface RelatedDecl {
  resource: string;
  field: string;
  label: Label;
  // false: a module's own screen shows this list with the row (a tab of a seafarer's file), so the
  // generic list offers no row button for it
  inRow?: boolean;
  // also offered in the second step of a two-step add (the lists one fills in right after the main
  // record), in the order of this number; absent: only once the row is complete
  inAdd?: number;
}

// A report's chart, where a trend is the point: x an output column (the period), y its measures.
export interface ReportChart {
  type: 'line' | 'bar';
  x: string;
  y: string[];
}

// What a report's screen draws beyond the list (core/reports/define-report.ts): the measures summed in
// the totals row (getList answers them as `totals`), and the chart.
export interface ReportMeta {
  totals: string[];
  chart?: ReportChart;
}

// What the Meta resource answers for each declaration; menu permissions are resolved to numeric ids.
export interface ResourceMeta {
  name: string;
  label: Label;
  menu?: string;
  fields: Record<string, FieldDecl>;
  operations: string[];
  // menu id required per operation (null: any signed-in user)
  access: Record<string, number | null>;
  defaultSort?: string;
  processId?: string;
  dateOrder?: DateOrder[];
  editWhen?: Record<string, Array<string | number | boolean | null>>; // rows that may be edited or deleted
  keyword?: string[];
  actions: ActionMeta[]; // custom operations the generic pages offer as buttons
  related?: RelatedDecl[];
  large?: boolean; // pickers search it; referencing rows carry <field>Label
  self?: { user: string }; // the field naming the user a row is about: forms lock all but selfEdit fields on one's own
  // operations only a caller holding all data rights may call, besides their menu right: the writes of
  // company-wide data (ResourceDef.companyWide); the sign-in answer's allData says whether one does
  allData?: string[];
  report?: ReportMeta; // a declared report
  // a read-only list of another resource's requests (ResourceDef.flow.view): `of` names that resource,
  // under which its records' tasks are filed
  flow?: { view: true; of: string };
}
