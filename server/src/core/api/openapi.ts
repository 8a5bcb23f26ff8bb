import type { DictItem } from '../dictionary/dictionary';
import type { ResourceDef } from '../resource/define-resource';
import { PAGE_NUM_FIELD, PAGE_SIZE_FIELD } from '../resource/list-query';
import type { OperationBody } from '../resource/operation-body';
import type { ResolvedOperation, ResourceRegistry } from '../resource/resource-registry';
import type { FieldDecl } from '../resource/resource.types';

// The items of each dictionary by its mark, as the database holds them when the document is asked for.
export type Dictionaries = ReadonlyMap<string, DictItem[]>;

// The string formats of field-formats.ts as a reader of the document meets them; phone numbers have
// three shapes and a digit count, so they are described rather than given one pattern.
const FORMAT_SCHEMAS: Record<NonNullable<FieldDecl['format']>, Record<string, unknown>> = {
  phone: { format: 'phone', 'x-rule': 'a mainland mobile (11 digits, 13x to 19x); a landline 0 + area code (2-3 digits), optional -, 7-8 digits, optional extension; or + and 7 to 20 digits with spaces or dashes' },
  idCard: { format: 'cn-resident-id', pattern: '^\\d{17}[\\dXx]$', 'x-rule': 'GB 11643 check character; a real date of birth not in the future' },
  email: { format: 'email' },
};

// OpenAPI 3 generated from the registry: every resource and operation, no hand-written YAML.
const schemaOf = (f: FieldDecl, dicts: Dictionaries): Record<string, unknown> => {
  const desc = `${f.label.zh} / ${f.label.en}${f.dict ? ` (dictionary ${f.dict})` : ''}${f.notFuture ? ' (not later than today)' : ''}${f.notPast ? ' (not earlier than today when set or changed)' : ''}`;
  switch (f.type) {
    case 'file':
      return { type: 'string', format: 'uuid', description: desc };
    case 'int':
    case 'ref':
      return { type: 'integer', description: desc, ...(f.min !== undefined && { minimum: f.min }), ...(f.max !== undefined && { maximum: f.max }) };
    case 'number':
    case 'money':
      return { type: 'number', description: desc, ...(f.min !== undefined && { minimum: f.min }), ...(f.max !== undefined && { maximum: f.max }) };
    case 'boolean':
      return { type: 'boolean', description: desc };
    case 'date':
      return { type: 'string', format: 'date', description: desc };
    case 'datetime':
      return { type: 'string', format: 'date-time', description: desc };
    case 'refs':
      return { type: 'array', items: { type: 'integer' }, description: desc, ...(f.min !== undefined && { minItems: f.min }), ...(f.max !== undefined && { maxItems: f.max }) };
    case 'sort':
      return { oneOf: [{ type: 'string', example: '-createdAt' }, { type: 'object', properties: { field: { type: 'string' }, order: { type: 'string', enum: ['asc', 'desc', 'ascend', 'descend'] } } }], description: desc };
    case 'scalar':
      return { oneOf: [{ type: 'number' }, { type: 'string', maxLength: f.max ?? 255 }], description: desc };
    case 'json':
      return { type: 'object', description: desc };
    case 'enum':
      return { enum: f.options, description: desc };
    case 'dict': {
      // the values a write accepts (enabled items), with the labels a client shows for them
      const items = dicts.get(f.dict ?? '') ?? [];
      const one = { type: 'string', description: desc, ...(f.max !== undefined && { maxLength: f.max }) };
      if (!items.length) return one; // an empty enum is not valid OpenAPI
      return { ...one, enum: items.map((i) => i.value), 'x-enum-labels': Object.fromEntries(items.map((i) => [i.value, { zh: i.nameZh, en: i.nameEn }])) };
    }
    default:
      return { type: 'string', description: desc, ...(f.max !== undefined && { maxLength: f.max }), ...(f.format && FORMAT_SCHEMAS[f.format]) };
  }
};

// A custom operation's body, from its declaration: a filter is sent as a list sends it.
const bodySchema = (body: OperationBody, dicts: Dictionaries): Record<string, unknown> => {
  const fields = Object.entries(body).filter(([, f]) => !f.readOnly);
  const schemaOfField = (f: FieldDecl) => {
    const one = schemaOf(f, dicts);
    if (f.filter === 'range') return { type: 'array', minItems: 2, maxItems: 2, items: { ...one, nullable: true }, description: `${one.description} [from, to]` };
    if (f.filter === 'in') return { oneOf: [one, { type: 'array', items: one }], description: one.description };
    return one;
  };
  const required = fields.filter(([, f]) => f.required).map(([n]) => n);
  return { type: 'object', properties: Object.fromEntries(fields.map(([n, f]) => [n, schemaOfField(f)])), ...(required.length && { required }) };
};

const uploadSchema = (fields: Record<string, unknown>, maxFiles: number): Record<string, unknown> => {
  const file = { type: 'string', format: 'binary' };
  const props = (fields as { properties?: Record<string, unknown> }).properties ?? {};
  return { ...fields, properties: { ...props, file: maxFiles > 1 ? { type: 'array', items: file, maxItems: maxFiles } : file } };
};

// The request and answers of one operation; `tag` is the name it is called under.
function pathItem(tag: string, def: ResourceDef, op: ResolvedOperation, dicts: Dictionaries): Record<string, unknown> {
  const std = op.standard;
  const paging = { pageNum: schemaOf(PAGE_NUM_FIELD, dicts), pageSize: schemaOf(PAGE_SIZE_FIELD, dicts) };
  const filters = () => Object.fromEntries(Object.entries(def.fields).filter(([, f]) => f.filter).map(([n, f]) => [n, schemaOf(f, dicts)]));
  const body =
    std === 'insert' ? { $ref: `#/components/schemas/${def.name}` }
    : std === 'update' ? { allOf: [{ $ref: `#/components/schemas/${def.name}` }, { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, version: { type: 'integer' } } }] }
    : std === 'getList' || std === 'export' ? { type: 'object', properties: { ...paging, sort: { type: 'string' }, keyword: { type: 'string' }, ...filters() } }
    : std === 'getById' ? { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }
    : std === 'delete' ? { type: 'object', properties: { id: { type: 'integer' }, ids: { type: 'array', items: { type: 'integer' } } } }
    : bodySchema(op.body ?? {}, dicts);
  return {
    post: {
      tags: [tag],
      summary: `${def.label.zh} · ${op.name}`,
      // runs as one transaction that may change rows (clients and the hostile-request walk read it)
      'x-write': op.write,
      description: op.public ? 'No token needed.' : `Needs a token${op.perm ? ` and the right "${op.perm}"` : ''}${op.allData ? ', and all data rights (company-wide data)' : ''}.`,
      ...(op.public ? { security: [] } : {}),
      // a write may answer 428 ConfirmRequired ("continue?"): the same call with the answer's token goes
      // through; a creation takes an Idempotency-Key
      ...(op.write ? { parameters: headerParams(op) } : {}),
      // uploads take multipart (the files under "file", 20 MB together); every other call JSON in UTF-8
      requestBody: { content: op.upload ? { 'multipart/form-data': { schema: uploadSchema(body, op.upload.maxFiles) } } : { 'application/json': { schema: body } } },
      responses: {
        '200': std === 'export'
          ? { description: 'xlsx file', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} } }
          : { description: 'Envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
        default: { description: 'Error envelope; code is the HTTP status', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      },
    },
  };
}

export function buildOpenApi(registry: ResourceRegistry, dicts: Dictionaries = new Map()): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Envelope: {
      type: 'object',
      required: ['code', 'msg', 'list', 'total'],
      properties: {
        code: { type: 'string', description: '"200" on success, else the HTTP status' },
        msg: { type: 'string' },
        list: { type: 'array', items: {} },
        total: { type: 'integer' },
        totals: { type: 'object', additionalProperties: { type: 'number' }, description: 'a report\'s additive measures summed over every page' },
        series: { type: 'array', items: { type: 'object' }, description: 'a report\'s chart: its measures summed per x over every page' },
        fields: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, reason: { type: 'string' }, message: { type: 'string' } } } },
        error: { type: 'string', description: 'the error\'s stable key' },
        confirmToken: { type: 'string', description: '428 ConfirmRequired only: sent back in X-Confirm, it accepts exactly the warnings listed in fields' },
      },
    },
  };
  for (const def of registry.all()) {
    // read-only fields (days counted from dates, states) are answered and ignored in input
    const props = Object.fromEntries(
      Object.entries(def.fields)
        .filter(([, f]) => f.type !== 'password' || !f.secret)
        .map(([n, f]) => [n, { ...schemaOf(f, dicts), ...(f.readOnly && { readOnly: true }) }]),
    );
    const required = Object.entries(def.fields).filter(([, f]) => f.required && !f.readOnly).map(([n]) => n);
    schemas[def.name] = { type: 'object', description: `${def.label.zh} / ${def.label.en}`, properties: props, ...(required.length && { required }) };
    for (const op of registry.operationsOf(def)) paths[`/${def.name}/api/${op.name}`] = pathItem(def.name, def, op, dicts);
  }
  // names that answer another resource's operations (answersAs): the same call under the SPEC's name
  for (const { name, operations } of registry.answeredNames()) {
    for (const op of operations) paths[`/${name}/api/${op.name}`] = pathItem(name, op.resource, op, dicts);
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Crew dispatch back office API', version: '1' },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

function headerParams(op: ResolvedOperation): Array<Record<string, unknown>> {
  const confirm = { name: 'X-Confirm', in: 'header', required: false, description: 'The confirmToken of a 428 ConfirmRequired answer (several comma-separated): accepts exactly the warnings it listed', schema: { type: 'string' } };
  const key = { name: 'Idempotency-Key', in: 'header', required: false, description: 'Up to 128 printable ASCII characters: the same key from the same user within 24 hours answers the first answer', schema: { type: 'string', maxLength: 128 } };
  return op.creates ? [confirm, key] : [confirm];
}
