import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import type { Label } from '../../server/src/core/resource/resource.types';
import { startTestApp, TestApp } from '../setup/test-app';

// Walks the registry: every declared resource and operation is reachable, guarded, documented and
// labelled in both languages. A new declaration is covered without writing a test for it.
describe('resource contract', () => {
  let t: TestApp;
  let registry: ResourceRegistry;
  let docs: { paths: Record<string, unknown> };

  beforeAll(async () => {
    t = await startTestApp();
    registry = t.app.get(ResourceRegistry);
    docs = (await t.http.get('/api/docs')).body;
  });
  afterAll(() => t.close());

  const labelled = (l: Label | undefined) => !!l && typeof l.zh === 'string' && l.zh.trim() !== '' && typeof l.en === 'string' && l.en.trim() !== '';

  it('has resources to check', () => {
    expect(registry.all().length).toBeGreaterThanOrEqual(8);
  });

  it('every resource and field is labelled in zh and en', () => {
    const missing: string[] = [];
    for (const def of registry.all()) {
      if (!labelled(def.label)) missing.push(def.name);
      for (const [name, f] of Object.entries(def.fields)) if (!labelled(f.label)) missing.push(`${def.name}.${name}`);
      for (const op of registry.operationsOf(def)) {
        if (op.ui && !labelled(op.ui.label)) missing.push(`${def.name}/${op.name} (action label)`);
        for (const [name, f] of Object.entries(op.ui?.form ?? {})) if (!labelled(f.label)) missing.push(`${def.name}/${op.name}.${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every operation is documented in the OpenAPI document', () => {
    const undocumented = registry
      .all()
      .flatMap((def) => registry.operationsOf(def).map((op) => `/${def.name}/api/${op.name}`))
      .filter((p) => !(p in docs.paths));
    expect(undocumented).toEqual([]);
  });

  it('every operation but sign-in is refused without a token', async () => {
    const open: string[] = [];
    for (const def of registry.all()) {
      for (const op of registry.operationsOf(def)) {
        const r = await t.call(def.name, op.name, {});
        if (op.public) continue;
        if (r.status !== 401 || r.body.code !== '401') open.push(`${def.name}/${op.name}: ${r.status}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('every list is reachable by the administrator and answers the envelope', async () => {
    const token = await t.adminToken();
    const bad: string[] = [];
    for (const def of registry.all()) {
      for (const op of registry.operationsOf(def).filter((o) => o.standard === 'getList')) {
        const r = await t.call(def.name, op.name, { pageNum: 1, pageSize: 5 }, token);
        const ok = r.status === 200 && r.body.code === '200' && Array.isArray(r.body.list) && typeof r.body.total === 'number' && typeof r.body.msg === 'string';
        if (!ok) bad.push(`${def.name}/${op.name}: ${r.status} ${r.body.msg}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every menu permission an operation asks for exists in the menu tree', async () => {
    const token = await t.adminToken();
    const perms = new Set((await t.call('SysMenu', 'getTree', {}, token)).body.list.map((m: { perms: string }) => m.perms));
    const unknown = registry
      .all()
      .flatMap((def) => registry.operationsOf(def))
      .filter((op) => op.perm && !perms.has(op.perm))
      .map((op) => `${op.resource.name}/${op.name} needs ${op.perm}`);
    expect(unknown).toEqual([]);
  });

  it('enum fields have a label for every option', async () => {
    const token = await t.adminToken();
    const items = new Set((await t.call('SysCode', 'getAll', {}, token)).body.list.map((c: { mark: string; value: string }) => `${c.mark}.${c.value}`));
    const missing = registry
      .all()
      .flatMap((def) => Object.entries(def.fields).filter(([, f]) => f.type === 'enum').map(([n, f]) => ({ where: `${def.name}.${n}`, f })))
      .flatMap(({ where, f }) => (f.options ?? []).filter((o) => !items.has(`${f.enumName}.${o}`)).map((o) => `${where}: ${f.enumName}.${o}`));
    expect(missing).toEqual([]);
  });

  it('related lists point at declared resources, filtered by a declared filter', () => {
    const bad = registry.all().flatMap((def) =>
      (def.related ?? []).filter((r) => !registry.resource(r.resource)?.fields[r.field]?.filter || !labelled(r.label)).map((r) => `${def.name} -> ${r.resource}.${r.field}`),
    );
    expect(bad).toEqual([]);
  });

  it('row actions shown by field values name declared fields', () => {
    const bad = registry
      .all()
      .flatMap((def) => registry.operationsOf(def).flatMap((op) => Object.keys(op.ui?.when ?? {}).filter((f) => !def.fields[f]).map((f) => `${def.name}/${op.name} when ${f}`)));
    expect(bad).toEqual([]);
  });

  it('dictionary fields name dictionaries that exist', async () => {
    const token = await t.adminToken();
    const marks = new Set((await t.call('SysCode', 'getAll', {}, token)).body.list.map((c: { mark: string }) => c.mark));
    const missing = registry
      .all()
      .flatMap((def) => Object.entries(def.fields).filter(([, f]) => f.type === 'dict').map(([n, f]) => [`${def.name}.${n}`, f.dict!]))
      .filter(([, mark]) => !marks.has(mark))
      .map(([where, mark]) => `${where} -> ${mark}`);
    expect(missing).toEqual([]);
  });
});
