import { ResourceRegistry, ResolvedOperation } from '../../server/src/core/resource/resource-registry';
import { readBody } from '../../server/src/core/resource/operation-body';
import { Operation } from '../../server/src/core/resource/resource.decorators';
import type { FieldDecl } from '../../server/src/core/resource/resource.types';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

type Row = Record<string, any>;

// ARCHITECTURE §5a: every custom operation's body is declared and checked by the one validator before
// its handler runs; the handler sees the declared fields only; sort names are own properties only.
describe('custom operation bodies', () => {
  let t: TestApp;
  let admin: string;
  let customs: ResolvedOperation[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    const registry = t.app.get(ResourceRegistry);
    customs = registry.all().flatMap((def) => registry.operationsOf(def)).filter((op) => op.handler);
  });
  afterAll(() => t.close());

  // a raw JSON body, so numbers such as 1e308 and 9007199254740993 reach the server as written
  const raw = (entity: string, op: string, json: string) =>
    t.http.post(`/${entity}/api/${op}`).set('Accept-Language', 'en').set('Authorization', `Bearer ${admin}`).set('Content-Type', 'application/json').send(json);

  it('every custom operation declares its body', () => {
    expect(customs.length).toBeGreaterThan(60);
    const undeclared = customs.filter((op) => !op.body || typeof op.body !== 'object').map((op) => `${op.resource.name}/${op.name}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses what is not a safe integer in every declared id and integer, never with a 5xx', async () => {
    const scalars = ['1.5', '9007199254740993', '1e308', '-1e308', '"7"', '{"a":1}', 'true'];
    const lists = ['[1.5]', '[9007199254740993]', '[1e308]', '"7"', '{"a":1}', '7'];
    let probed = 0;
    const wrong: string[] = [];
    for (const op of customs) {
      for (const [name, f] of Object.entries(op.body ?? {})) {
        if (f.readOnly || !['int', 'ref', 'refs'].includes(f.type)) continue;
        // a range filter is sent as [from, to]: its ends are what must be integers
        const values = f.filter === 'range' ? scalars.map((v) => `[${v}, null]`) : f.type === 'refs' ? lists : scalars;
        for (const v of values) {
          const res = await raw(op.resource.name, op.name, `{"${name}": ${v}}`);
          probed++;
          const named = (res.body.fields ?? []).some((x: Row) => x.field === name && x.reason === 'type');
          if (res.status !== 400 || res.body.error !== 'Validation' || !named) {
            wrong.push(`${op.resource.name}/${op.name} ${name}=${v}: ${res.status} ${res.body.error} ${JSON.stringify(res.body.fields)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(probed).toBeGreaterThan(300);
  });

  it('answers a safe integer beyond the columns\' range without a 5xx', async () => {
    const wrong: string[] = [];
    for (const op of customs) {
      for (const [name, f] of Object.entries(op.body ?? {})) {
        if (f.readOnly || !['int', 'ref', 'refs'].includes(f.type)) continue;
        for (const n of ['2147483648', '9007199254740991', '-9007199254740991']) {
          const v = f.filter === 'range' ? `[${n}, null]` : f.type === 'refs' ? `[${n}]` : n;
          const res = await raw(op.resource.name, op.name, `{"${name}": ${v}}`);
          if (res.status >= 500) wrong.push(`${op.resource.name}/${op.name} ${name}=${v}: ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // the standard operations read ids through the same check
    for (const [op, body] of [['getById', { id: 2147483648 }], ['update', { id: 2147483648 }], ['delete', { ids: [1, 2147483648] }], ['getList', { parentId: 2147483648 }]] as const) {
      const res = await t.call('SysDept', op, body, admin);
      expect([op, res.status, res.body.error]).toEqual([op, 400, 'Validation']);
    }
  });

  it('names each operation the issue found 1.5 reaching SQL with', async () => {
    const cases: Array<[string, string, string]> = [
      ['employVacation', 'approve', '{"id": 1.5}'],
      ['employVacation', 'reject', '{"id": 1.5}'],
      ['employVacation', 'getInfoById', '{"id": 1.5}'],
      ['MyProcess', 'getDetail', '{"businessEntity": "employVacation", "businessId": 1.5}'],
      ['MyProcess', 'approve', '{"taskId": 1.5}'],
      ['SysCode', 'getSysCodeByParentId', '{"parentId": 1.5}'],
      ['sysUser', 'getSysUserInfoForDrop', '{"deptId": 1.5}'],
      ['crewInfoReport', 'getList', '{"shipownerId": 1.5}'],
      ['crewInfoReport', 'getList', '{"shipownerId": 9007199254740993}'],
      ['crewInfoReport', 'getList', '{"shipownerId": 1e308}'],
    ];
    for (const [entity, op, json] of cases) {
      const res = await raw(entity, op, json);
      expect([entity, op, res.status, res.body.error]).toEqual([entity, op, 400, 'Validation']);
    }
  });

  it('checks lengths, counts and NUL as declared', async () => {
    const tooMany = JSON.stringify({ taskIds: Array.from({ length: 201 }, (_, i) => i + 1), result: '1' });
    const batch = await raw('MyProcess', 'batchComplete', tooMany);
    expect([batch.status, batch.body.fields?.[0]]).toEqual([400, expect.objectContaining({ field: 'taskIds', reason: 'max' })]);
    const none = await raw('MyProcess', 'batchComplete', '{"taskIds": [], "result": "1"}');
    expect([none.status, none.body.fields?.[0]?.field, none.body.fields?.[0]?.reason]).toEqual([400, 'taskIds', 'min']);
    const result = await raw('MyProcess', 'batchComplete', '{"taskIds": [1], "result": "3"}');
    expect([result.status, result.body.fields?.[0]?.field]).toEqual([400, 'result']);
    const long = await raw('MyProcess', 'approve', JSON.stringify({ taskId: 1, comment: 'x'.repeat(1001) }));
    expect([long.status, long.body.fields?.[0]?.field, long.body.fields?.[0]?.reason]).toEqual([400, 'comment', 'max']);
    const nul = await raw('SysCode', 'getSysCodeList', '{"mark": "gender\\u0000"}');
    expect([nul.status, nul.body.fields?.[0]?.reason]).toEqual([400, 'control']);
    const missing = await raw('SysCode', 'getSysCodeList', '{}');
    expect([missing.status, missing.body.fields?.[0]?.field, missing.body.fields?.[0]?.reason]).toEqual([400, 'mark', 'required']);
  });

  it('hands the handler the declared fields only: a list cannot lift the filter its operation fixes', async () => {
    // getBoatUserInfoListForOnBoat fixes boardState '1'; an undeclared `filters` object used to reach
    // the list and override it
    const name = uniq('岸上');
    expect((await t.call('BoatUserInfo', 'insert', { name, sex: '1' }, admin)).body.code).toBe('200');
    const ashore = await t.call('BoatUserInfo', 'getList', { keyword: name, boardState: '2' }, admin);
    expect(ashore.body.total).toBe(1);
    for (const body of [{ keyword: name, filters: { boardState: '2' } }, { filters: { keyword: name, boardState: '2' } }, { keyword: name, boardState: '2' }]) {
      const res = await t.call('BoatUserInfo', 'getBoatUserInfoListForOnBoat', body, admin);
      expect([res.status, res.body.total]).toEqual([200, 0]);
    }
  });

  it('documents a custom operation\'s body from its declaration', async () => {
    const docs = (await t.http.get('/api/docs')).body;
    const schema = (path: string) => docs.paths[path].post.requestBody.content['application/json'].schema;
    const batch = schema('/MyProcess/api/batchComplete');
    expect(batch.required).toEqual(['taskIds', 'result']);
    expect(batch.properties.taskIds).toMatchObject({ type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 200 });
    expect(batch.properties.result.enum).toEqual(['1', '2']);
    const upcoming = schema('/MyProcess/api/getUpcomingList');
    expect(upcoming.properties.dateRange).toMatchObject({ type: 'array', minItems: 2, maxItems: 2 });
    expect(upcoming.properties.sort.oneOf).toHaveLength(2);
    expect(schema('/SysCode/api/getAll')).toEqual({ type: 'object', properties: {} });
  });

  it('reads own properties only and drops undeclared keys', () => {
    const decl: Record<string, FieldDecl> = { id: { type: 'ref', label: { zh: '编号', en: 'Id' } }, note: { type: 'string', label: { zh: '备注', en: 'Note' } } };
    const body = readBody(decl, JSON.parse('{"__proto__": {"note": "x"}, "id": 3, "extra": 1, "constructor": 2}'));
    expect(body).toEqual({ id: 3 });
    expect(Object.keys(body)).toEqual(['id']);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    // absent stays absent (no default invented); null is handed on as sent
    expect(readBody(decl, { note: null })).toEqual({ note: null });
  });

  describe('sort names a field of the list, by own property only', () => {
    const badSorts: unknown[] = ['constructor', 'toString desc', { field: '__proto__' }, 'hasOwnProperty', '-valueOf', { field: 'constructor', order: 'descend' }];

    it.each([
      ['SysDept', 'getList'],
      ['sysUser', 'getList'],
      ['BoatWork', 'onBoatWorkInfoList'],
      ['boatUserCredential', 'getWarnList'],
      ['MyProcess', 'getUpcomingList'],
      ['MyProcess', 'getDoneList'],
      ['MyProcess', 'getPageList'],
    ])('%s/%s answers 400 on sort', async (entity, op) => {
      for (const sort of badSorts) {
        const res = await t.call(entity, op, { sort }, admin);
        expect([JSON.stringify(sort), res.status, res.body.error, res.body.fields?.[0]?.field]).toEqual([JSON.stringify(sort), 400, 'Validation', 'sort']);
      }
      // a sort the list has still works
      const ok = await t.call(entity, op, { sort: entity === 'MyProcess' ? (op === 'getPageList' ? '-startedAt' : '-createdAt') : '-id' }, admin);
      expect(ok.status).toBe(200);
    });

    it('a report period is looked up by own property only', async () => {
      for (const period of ['constructor', 'toString', '__proto__']) {
        const res = await t.call('vacationReport', 'getList', { period }, admin);
        expect([period, res.status, res.body.fields?.[0]?.field]).toEqual([period, 400, 'period']);
      }
    });
  });
});

// The registry refuses, at start, a custom operation that reads a body nobody declared.
describe('registry: an operation without a body declaration', () => {
  const def = { name: 'Probe', label: { zh: '探针', en: 'Probe' }, fields: {} };
  const registryWith = (providers: object[] = []) => {
    const discovery = { getProviders: () => providers.map((instance) => ({ instance })) };
    const scanner = { getAllMethodNames: (proto: object) => Object.getOwnPropertyNames(proto).filter((n) => n !== 'constructor') };
    const registry = new ResourceRegistry(discovery as never, scanner as never);
    registry.register([def]);
    return registry;
  };
  const handler = () => [];

  it('fails when defined by a layer without body', () => {
    const registry = registryWith();
    expect(() => registry.defineOperation({ resource: 'Probe', name: 'go' } as never, handler)).toThrow(/Probe\.go declares no body/);
    registry.defineOperation({ resource: 'Probe', name: 'none', body: {} }, handler);
    expect(registry.operation('Probe', 'none')?.body).toEqual({});
  });

  it('fails on a field named like an Object.prototype member, and on a form field the body lacks', () => {
    const registry = registryWith();
    const label = { zh: 'x', en: 'x' };
    const shadowing = Object.fromEntries([['constructor', { type: 'int', label } as FieldDecl]]);
    expect(() => registry.defineOperation({ resource: 'Probe', name: 'a', body: shadowing }, handler)).toThrow(/constructor/);
    expect(() =>
      registry.defineOperation({ resource: 'Probe', name: 'b', body: {}, ui: { label, placement: 'row', form: { password: { type: 'password' as const, label } } } }, handler),
    ).toThrow(/password/);
  });

  it('fails at bootstrap when an @Operation method declares none', () => {
    class Undeclared {
      @Operation('Probe', 'undeclared', { perm: null } as never)
      run() {
        return [];
      }
    }
    class Declared {
      @Operation('Probe', 'declared', { perm: null, body: {} })
      run() {
        return [];
      }
    }
    expect(() => registryWith([new Undeclared()]).onApplicationBootstrap()).toThrow(/Probe\.undeclared declares no body/);
    expect(() => registryWith([new Declared()]).onApplicationBootstrap()).not.toThrow();
  });
});
