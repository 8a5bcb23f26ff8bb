import type { OperationBody } from '../resource/operation-body';
import type { ResourceRegistry } from '../resource/resource-registry';
import type { FieldDecl } from '../resource/resource.types';

// The string formats of field-formats.ts as a reader of the document meets them; phone numbers have
// three shapes and a digit count, so they are described rather than given one pattern.
const FORMAT_SCHEMAS: Record<NonNullable<FieldDecl['format']>, Record<string, unknown>> = {
  phone: { format: 'phone', 'x-rule': 'a mainland mobile (11 digits, 13x to 19x); a landline 0 + area code (2-3 digits), optional -, 7-8 digits, optional extension; or + and 7 to 20 digits with spaces or dashes' },
  idCard: { format: 'cn-resident-id', pattern: '^\\d{17}[\\dXx]$', 'x-rule': 'GB 11643 check character; a real date of birth not in the future' },
  email: { format: 'email' },
};

// OpenAPI 3 generated from the registry: every resource and operation, no hand-written YAML.
const schemaOf = (f: FieldDecl): Record<string, unknown> => {
  const desc = `${f.label.zh} / ${f.label.en}${f.dict ? ` (dictionary ${f.dict})` : ''}${f.notFuture ? ' (not later than today)' : ''}`;
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
    default:
      return { type: 'string', description: desc, ...(f.max !== undefined && { maxLength: f.max }), ...(f.format && FORMAT_SCHEMAS[f.format]) };
  }
};

// A custom operation's body, from its declaration: a filter is sent as a list sends it.
const bodySchema = (body: OperationBody): Record<string, unknown> => {
  const fields = Object.entries(body).filter(([, f]) => !f.readOnly);
  const schemaOfField = (f: FieldDecl) => {
    const one = schemaOf(f);
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

export function buildOpenApi(registry: ResourceRegistry): Record<string, unknown> {
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
        fields: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, reason: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
  };
  for (const def of registry.all()) {
    // read-only fields (days counted from dates, states) are answered and ignored in input
    const props = Object.fromEntries(
      Object.entries(def.fields)
        .filter(([, f]) => f.type !== 'password' || !f.secret)
        .map(([n, f]) => [n, { ...schemaOf(f), ...(f.readOnly && { readOnly: true }) }]),
    );
    const required = Object.entries(def.fields).filter(([, f]) => f.required && !f.readOnly).map(([n]) => n);
    schemas[def.name] = { type: 'object', description: `${def.label.zh} / ${def.label.en}`, properties: props, ...(required.length && { required }) };
    for (const op of registry.operationsOf(def)) {
      const std = op.standard;
      const body =
        std === 'insert' ? { $ref: `#/components/schemas/${def.name}` }
        : std === 'update' ? { allOf: [{ $ref: `#/components/schemas/${def.name}` }, { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, version: { type: 'integer' } } }] }
        : std === 'getList' || std === 'export' ? { type: 'object', properties: { pageNum: { type: 'integer' }, pageSize: { type: 'integer', maximum: 500 }, sort: { type: 'string' }, keyword: { type: 'string' }, ...Object.fromEntries(Object.entries(def.fields).filter(([, f]) => f.filter).map(([n, f]) => [n, schemaOf(f)])) } }
        : std === 'getById' ? { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }
        : std === 'delete' ? { type: 'object', properties: { id: { type: 'integer' }, ids: { type: 'array', items: { type: 'integer' } } } }
        : bodySchema(op.body ?? {});
      paths[`/${def.name}/api/${op.name}`] = {
        post: {
          tags: [def.name],
          summary: `${def.label.zh} · ${op.name}`,
          // runs as one transaction that may change rows (clients and the hostile-request walk read it)
          'x-write': op.write,
          description: op.public ? 'No token needed.' : `Needs a token${op.perm ? ` and the right "${op.perm}"` : ''}.`,
          ...(op.public ? { security: [] } : {}),
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
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Crew dispatch back office API', version: '1' },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
