import type { ResourceRegistry } from '../resource/resource-registry';
import type { FieldDecl } from '../resource/resource.types';

// OpenAPI 3 generated from the registry: every resource and operation, no hand-written YAML.
const schemaOf = (f: FieldDecl): Record<string, unknown> => {
  const desc = `${f.label.zh} / ${f.label.en}${f.dict ? ` (dictionary ${f.dict})` : ''}`;
  switch (f.type) {
    case 'file':
      return { type: 'string', format: 'uuid', description: desc };
    case 'int':
    case 'ref':
      return { type: 'integer', description: desc, ...(f.min !== undefined && { minimum: f.min }), ...(f.max !== undefined && { maximum: f.max }) };
    case 'number':
    case 'money':
      return { type: 'number', description: desc };
    case 'boolean':
      return { type: 'boolean', description: desc };
    case 'date':
      return { type: 'string', format: 'date', description: desc };
    case 'datetime':
      return { type: 'string', format: 'date-time', description: desc };
    case 'refs':
      return { type: 'array', items: { type: 'integer' }, description: desc };
    case 'json':
      return { type: 'object', description: desc };
    case 'enum':
      return { enum: f.options, description: desc };
    default:
      return { type: 'string', description: desc, ...(f.max !== undefined && { maxLength: f.max }) };
  }
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
    const props = Object.fromEntries(Object.entries(def.fields).filter(([, f]) => f.type !== 'password' || !f.secret).map(([n, f]) => [n, schemaOf(f)]));
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
        : { type: 'object' };
      paths[`/${def.name}/api/${op.name}`] = {
        post: {
          tags: [def.name],
          summary: `${def.label.zh} · ${op.name}`,
          description: op.public ? 'No token needed.' : `Needs a token${op.perm ? ` and the right "${op.perm}"` : ''}.`,
          ...(op.public ? { security: [] } : {}),
          requestBody: { content: { 'application/json': { schema: body } } },
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
