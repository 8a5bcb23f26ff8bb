import { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { extensionOf, type ResourceDef } from '../../server/src/core/resource/define-resource';
import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import type { FieldDecl, FieldType } from '../../server/src/core/resource/resource.types';
import { newRole } from '../setup/fixtures';
import { startTestApp, TestApp } from '../setup/test-app';

// Issue 10 §3: a field has a declaration for the API (FieldDecl) and a column for the database. Since
// issue 20 §4 both are written once, on the entity's property (@Field derives the column), but a field's
// `column` overrides and the columns other decorators make can still disagree with it: this walks every
// declared field of every resource with an entity and reports each disagreement, all in one failure: a
// value the validator lets through that the column cannot hold (a 500), a column the API answers as
// another kind, a NOT NULL column nobody fills.

// Declared fields that are not columns of the resource's own table, each with its reason. Keyed
// `<entity class>.<field>`, so the views over one entity (readOnlyView, pickView) share an entry.
const NOT_COLUMNS: Record<string, string> = {
  'SysUser.password': 'taken on input only; the insert/update hooks (system.hooks.ts) hash it into passwordHash',
  'SysUser.roleIds': 'kept in the link table sys_user_role by the hooks',
  'SysRole.menuIds': 'kept in the link table sys_role_menu by the hooks',
  'SysRole.deptIds': 'kept in the link table sys_role_dept by the hooks (custom data rights)',
};

// NOT NULL columns without a database default whose field is neither required, readOnly nor defaulted,
// because an insert hook fills them when the caller leaves them out, each with its reason.
const SERVER_FILLED: Record<string, string> = {
  'BoatUserInfo.internalCode': 'crewNumber (crew.operations.ts) gives the next C000000 number when none is entered',
  'BoatUserCredential.name': 'fromType (credential.operations.ts) names the certificate after its type unless the user did',
  'EmployOverTime.hours': 'overtimeHours (hr.hooks.ts) computes them from the start and the end unless entered',
};

// The column types each declared type may live in (PostgreSQL names, as the driver normalises them).
const VARCHAR = ['character varying', 'varchar'];
const INTEGER = ['integer', 'int', 'int4', 'smallint', 'int2', 'bigint', 'int8'];
const TYPES: Record<Exclude<FieldType, 'refs' | 'sort' | 'scalar'>, string[]> = {
  string: [...VARCHAR, 'text'],
  text: [...VARCHAR, 'text'],
  password: [...VARCHAR, 'text'],
  int: INTEGER,
  ref: INTEGER,
  number: ['numeric', 'decimal', 'double precision', 'real', ...INTEGER],
  money: ['numeric', 'decimal'],
  boolean: ['boolean'],
  date: ['date'],
  datetime: ['timestamp without time zone', 'timestamp with time zone', 'timestamp', 'timestamptz'],
  dict: VARCHAR,
  enum: VARCHAR,
  json: ['jsonb', 'json'],
  file: ['uuid', ...VARCHAR],
};
// money is taken with up to 4 decimal places and below 1e15 (field-validator.ts checkValue)
const MONEY_SCALE = 4;
const MONEY_LIMIT = 1e15;
const INT_RANGE: Record<string, number> = { smallint: 32767, int2: 32767, integer: 2147483647, int: 2147483647, int4: 2147483647 };
// the length checkValue lets through when the declaration names none
const DEFAULT_MAX: Partial<Record<FieldType, number>> = { string: 255, password: 128, text: 5000 };

const primitive = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

// What is wrong between one declared field and its column; empty when they agree. `writable`: the
// resource takes input (insert or update) and the field is not readOnly; `inserts`: it has insert.
// `parentKey`: the field scope.via names (a tab's seafarer), which the server requires on insert with its
// own answer (MainRecordFirst, crud.service.ts checkParent) rather than the declaration's `required`.
export function disagreements(f: FieldDecl, c: ColumnMetadata, ds: DataSource, writable: boolean, inserts: boolean, parentKey = false): string[] {
  const out: string[] = [];
  const col = c.databaseName;
  if (f.type === 'refs' || f.type === 'sort' || f.type === 'scalar') return [`declared ${f.type}, which is never a column, but the entity has column ${col}`];
  const type = ds.driver.normalizeType(c).toLowerCase();
  // a flow instance id is a uuid the server sets and answers as a string; no caller writes or filters it
  const serverUuid = f.type === 'string' && type === 'uuid' && f.readOnly && !f.filter;
  if (!TYPES[f.type].includes(type) && !serverUuid) out.push(`declared ${f.type}, column ${col} is ${type}`);

  if (f.type === 'money' && (type === 'numeric' || type === 'decimal') && Number(c.scale ?? 0) !== MONEY_SCALE)
    out.push(`money keeps ${MONEY_SCALE} decimal places, column ${col} keeps ${c.scale ?? 0} (input is rounded silently)`);

  if (writable) {
    // length: a declaration letting 300 characters into varchar(255) is a 500 waiting to happen
    if (['string', 'text', 'password'].includes(f.type) && VARCHAR.includes(type) && c.length) {
      const max = f.max ?? DEFAULT_MAX[f.type]!;
      if (max > Number(c.length)) out.push(`takes up to ${max} characters, column ${col} is varchar(${c.length})`);
    }
    if (['dict', 'enum'].includes(f.type) && c.length) {
      const longest = Math.max(0, ...(f.options ?? []).map((o) => String(o).length));
      if (longest > Number(c.length)) out.push(`an option of ${longest} characters, column ${col} is varchar(${c.length})`);
    }
    // range: the largest value the validator lets through must fit the column (money below 1e15, an
    // int within PostgreSQL's integer unless the declaration says otherwise)
    if (f.type === 'money' || f.type === 'number' || f.type === 'int') {
      const dflt = f.type === 'money' ? MONEY_LIMIT : f.type === 'int' ? INT_RANGE.integer : Infinity;
      const bound = Math.max(Math.abs(f.max ?? dflt), Math.abs(f.min ?? -dflt));
      const exclusive = f.type === 'money' && bound === MONEY_LIMIT; // checkValue refuses 1e15 itself
      if ((type === 'numeric' || type === 'decimal') && c.precision) {
        const limit = 10 ** (Number(c.precision) - Number(c.scale ?? 0));
        if (exclusive ? bound > limit : bound >= limit) out.push(`takes values up to ${bound}, column ${col} is numeric(${c.precision},${c.scale ?? 0})`);
      }
      if (type in INT_RANGE && bound > INT_RANGE[type]) out.push(`takes values up to ${bound}, column ${col} is ${type}`);
    }
  }
  if (inserts && !f.readOnly) {
    // nullability: an insert that leaves the field out must still give the column a value
    const hasDefault = c.default !== undefined && c.default !== null;
    const filled = f.required || parentKey || f.defaultValue !== undefined || c.isGenerated || c.isCreateDate || c.isUpdateDate || c.isVersion;
    if (!c.isNullable && !hasDefault && !filled) out.push(`column ${col} is NOT NULL without a default; the field is neither required nor defaulted`);
    // the form shows the declared default; it is the column's, not a second opinion
    if (!c.isNullable && hasDefault && primitive(c.default) && !f.required && f.defaultValue === undefined)
      out.push(`column ${col} is NOT NULL DEFAULT ${JSON.stringify(c.default)}; the optional field declares no defaultValue`);
  }
  if (f.defaultValue !== undefined && primitive(c.default) && String(f.defaultValue) !== String(c.default))
    out.push(`declares defaultValue ${JSON.stringify(f.defaultValue)}, column ${col} defaults to ${JSON.stringify(c.default)}`);
  return out;
}

describe('declarations agree with the entities', () => {
  let t: TestApp;
  let registry: ResourceRegistry;
  let ds: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    registry = t.app.get(ResourceRegistry);
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const writes = (def: ResourceDef) => registry.operationsOf(def).some((o) => o.standard === 'insert' || o.standard === 'update');
  const inserts = (def: ResourceDef) => registry.operationsOf(def).some((o) => o.standard === 'insert');

  it('has fields to check', () => {
    const fields = registry.all().filter((d) => d.entity).flatMap((d) => Object.keys(d.fields));
    expect(fields.length).toBeGreaterThan(100);
  });

  it('every declared field is a column of the same type, length, range and nullability, or a listed exception', () => {
    const problems = new Set<string>();
    const used = new Set<string>();
    for (const def of registry.all()) {
      if (!def.entity) continue;
      for (const [name, f] of Object.entries(def.fields)) {
        // a field another module adds lives in that module's table (extendResource)
        const meta = ds.getMetadata(extensionOf(def, name)?.entity ?? def.entity);
        const key = `${meta.name}.${name}`;
        const c = meta.findColumnWithPropertyName(name);
        if (!c) {
          if (key in NOT_COLUMNS) used.add(key);
          else problems.add(`${def.name}.${name}: declared ${f.type}, ${meta.name} has no such column`);
          continue;
        }
        let found = disagreements(f, c, ds, writes(def) && !f.readOnly, inserts(def), def.scope?.via?.field === name);
        if (key in SERVER_FILLED) {
          const all = found.length;
          found = found.filter((p) => !p.includes('NOT NULL without a default'));
          if (found.length < all) used.add(key);
        }
        for (const p of found) problems.add(`${def.name}.${name}: ${p}`);
      }
    }
    // an exception nobody needs any more goes, rather than staying to hide a later mistake
    const stale = [...Object.keys(NOT_COLUMNS), ...Object.keys(SERVER_FILLED)].filter((k) => !used.has(k));
    expect({ problems: [...problems], stale }).toEqual({ problems: [], stale: [] });
  });

  // lists page extended rows with OFFSET/LIMIT over a LEFT JOIN: only one extension row per extended row
  // keeps a page from repeating rows, which the extension table's primary key being its key guarantees
  it('every extension table is keyed by the extended row alone', () => {
    const extensions = registry.all().flatMap((d) => d.extensions ?? []);
    expect(extensions.length).toBeGreaterThan(0);
    const keys = extensions.map((x) => ({ entity: ds.getMetadata(x.entity).name, primary: ds.getMetadata(x.entity).primaryColumns.map((c) => c.propertyName) }));
    expect(keys).toEqual(extensions.map((x) => ({ entity: ds.getMetadata(x.entity).name, primary: [x.key] })));
  });

  // An optional field sent empty writes NULL, which a NOT NULL column refuses: that is a 400 naming the
  // field, on insert and on update, never a 500.
  it('an empty value for a NOT NULL column is refused as the caller’s mistake', async () => {
    const token = await t.adminToken();
    const id = await newRole(t, []);
    const update = await t.call('SysRole', 'update', { id, sort: null }, token);
    expect([update.status, update.body.error, update.body.fields?.[0]?.field]).toEqual([400, 'Validation', 'sort']);
    const insert = await t.call('SysRole', 'insert', { name: `r${Date.now()}`, dataScope: '5', crewScope: '' }, token);
    expect([insert.status, insert.body.error, insert.body.fields?.[0]?.field]).toEqual([400, 'Validation', 'crewScope']);
  });
});
