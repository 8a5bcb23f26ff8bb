import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import { actorFor, flowOrg, FlowOrg, openTasks } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// SPEC §7 is the list of calls clients make. It is read here as written, at test time, so a name added
// to the SPEC or dropped from a declaration shows up as a failure naming it.
const SPEC_PATH = path.resolve(__dirname, '../../../shared/SPEC.md');
// CI clones the repository with shared/ beside it. A checkout without it cannot check the names: those
// two tests are skipped with a warning, and the rest of the file still runs.
const HAVE_SPEC = fs.existsSync(SPEC_PATH);
const withSpec = HAVE_SPEC ? it : it.skip;

// What §7 says in words rather than names, as the server names the call.
const PHRASES: Record<string, string[]> = {
  list: ['getList'],
  'by id': ['getById'],
  CRUD: ['getList', 'getById', 'insert', 'update', 'delete'],
  'submit insert/update': ['submitInsert', 'submitUpdate'],
  'warn list': ['getWarnList'],
  'by dispatch': ['getByDispatch'],
  tree: ['getTree'],
  'by parent': ['getByParentId'],
  'flow info': ['getInfoById', 'getInfoByInstanceId'],
  'upcoming list': ['getUpcomingList'],
  'paged list': ['getPageList'],
  'done list': ['getDoneList'],
  'user lists': ['getUserLists'],
  'insert list': ['insertList'],
  'check item': ['checkItem'],
  'stop and submit': ['stopAndSubmit'],
  'duty update': ['dutyUpdate'],
  'main list': ['getMainList'],
  'ship list': ['getShipList'],
  'early checkout': ['earlyCheckout'],
};
// Calls §7 names without their entity.
const WITHOUT_ENTITY: Record<string, { entity: string; op: string }> = { loginFun: { entity: 'sysUser', op: 'loginFun' } };
// Lines of §7 that name no call: the type tree's calls are on the SysCredential line.
const PROSE = new Set(['Credential type lists']);
const PROSE_AREAS = new Set(['Call list completeness']);

interface Documented {
  area: string;
  entity: string;
  op?: string; // absent: the entity is named without its calls
  phrase?: string; // words the test cannot name (PHRASES lacks them)
}

// Splits on commas outside parentheses.
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

function opsOf(area: string, entity: string, words: string): Documented[] {
  return splitTop(words).flatMap((w): Documented[] => {
    const word = w.replace(/\s*\([^)]*\)/g, '').replace(/^plus\s+/, '').trim(); // "(payload mark)" is a note
    if (PHRASES[word]) return PHRASES[word].map((op) => ({ area, entity, op }));
    if (/^\w+$/.test(word)) return [{ area, entity, op: word }];
    return [{ area, entity, phrase: word }];
  });
}

function parseCalls(md: string): Documented[] {
  const start = md.search(/^## 7\. /m);
  if (start < 0) throw new Error(`${SPEC_PATH} has no section "## 7. Calls"`);
  const rest = md.slice(start + 3);
  const end = rest.search(/^## /m);
  const out: Documented[] = [];
  let area = '';
  for (const line of (end < 0 ? rest : rest.slice(0, end)).split('\n')) {
    const heading = /^\*\*(.+)\*\*\s*$/.exec(line.trim());
    if (heading) area = heading[1];
    if (!line.startsWith('- ') || PROSE_AREAS.has(area)) continue;
    const text = line.slice(2).trim().replace(/\.$/, '');
    if (PROSE.has(text)) continue;
    const colon = /^([^:()]+):\s*(.*)$/.exec(text);
    if (colon && WITHOUT_ENTITY[colon[1].trim()]) {
      out.push({ area, ...WITHOUT_ENTITY[colon[1].trim()] });
    } else if (colon) {
      // "BoatWork adds: …", "BoatShip also: …"
      for (const e of colon[1].split(',').map((s) => s.trim().replace(/\s+(adds|also)$/, ''))) out.push(...opsOf(area, e, colon[2]));
    } else {
      // "SysRole, SysDept (getForDrop, getByParentId), SupplierContractParam with sub and detail variants"
      for (const item of splitTop(text)) {
        const m = /^(\w+)\s*(?:\((.*)\))?/.exec(item);
        if (!m) throw new Error(`SPEC §7: cannot read "${item}" (${area})`);
        if (m[2]) out.push(...opsOf(area, m[1], m[2]));
        else out.push({ area, entity: m[1] });
      }
    }
  }
  // one name once; an entity named bare counts only when no line names its calls
  const withOps = new Set(out.filter((d) => d.op || d.phrase).map((d) => d.entity.toLowerCase()));
  const seen = new Set<string>();
  return out.filter((d) => {
    const key = `${d.entity}.${d.op ?? d.phrase ?? ''}`.toLowerCase();
    if (seen.has(key) || (!d.op && !d.phrase && withOps.has(d.entity.toLowerCase()))) return false;
    seen.add(key);
    return true;
  });
}

const nameOf = (d: Documented) => `${d.entity}${d.op ? `.${d.op}` : d.phrase ? ` "${d.phrase}"` : ''}`;

describe('SPEC §7 calls', () => {
  let t: TestApp;
  let registry: ResourceRegistry;
  let calls: Documented[];

  beforeAll(async () => {
    if (!HAVE_SPEC) console.warn(`SPEC §7 checks skipped: ${SPEC_PATH} is missing (shared/ must sit beside the repository)`);
    calls = HAVE_SPEC ? parseCalls(fs.readFileSync(SPEC_PATH, 'utf8')) : [];
    t = await startTestApp();
    registry = t.app.get(ResourceRegistry);
  });
  afterAll(() => t?.close());

  // built: the registry knows the entity, or it is the <resource>Flow view of a built flow resource
  // (employExpenseFlow of employExpense; BoatHotelFlow waits for BoatHotel)
  const built = (entity: string) => registry.knows(entity) || registry.all().some((d) => d.processId && entity.toLowerCase() === `${d.name}Flow`.toLowerCase());
  const resolves = (d: Documented) => (d.op ? !!registry.operation(d.entity, d.op) : !d.phrase && registry.knows(d.entity));

  withSpec('reads the call list of every area', () => {
    const areas = new Set(calls.map((d) => d.area));
    for (const a of ['Login', 'Crew', 'Certificates', 'Clients', 'Dispatch', 'HR', 'Process', 'System']) expect(areas).toContain(a);
    expect(calls.length).toBeGreaterThan(150);
    expect(calls).toContainEqual({ area: 'Bookings and expenses', entity: 'employExpenseFlow', op: 'getInfoById' });
    expect(calls).toContainEqual({ area: 'HR', entity: 'EmployOfficeSupplies', op: 'confirm' });
    expect(calls).toContainEqual({ area: 'System', entity: 'SysCode', op: 'getSysCodeByParentId' });
  });

  withSpec('every documented call of a built entity resolves in the registry', () => {
    const byArea = new Map<string, { documented: number; resolving: number; missing: string[]; notBuilt: Set<string> }>();
    for (const d of calls) {
      const a = byArea.get(d.area) ?? { documented: 0, resolving: 0, missing: [], notBuilt: new Set<string>() };
      byArea.set(d.area, a);
      a.documented++;
      if (resolves(d)) a.resolving++;
      else if (built(d.entity)) a.missing.push(nameOf(d));
      else a.notBuilt.add(d.entity);
    }
    const lines = [...byArea].map(([area, a]) =>
      a.resolving === 0 && !a.missing.length
        ? `${area}: not built (${a.documented} documented)`
        : `${area}: ${a.resolving}/${a.documented} resolve${a.missing.length ? `; missing ${a.missing.join(', ')}` : ''}${a.notBuilt.size ? `; not built: ${[...a.notBuilt].join(', ')}` : ''}`,
    );
    const total = [...byArea.values()].reduce((n, a) => n + a.resolving, 0);
    console.log(`SPEC §7: ${total} of ${calls.length} documented calls resolve\n${lines.join('\n')}`);
    expect([...byArea.values()].flatMap((a) => a.missing)).toEqual([]);
  });

  describe('names that answer another resource', () => {
    let org: FlowOrg;
    let supplyId: number;

    beforeAll(async () => {
      org = await flowOrg(t, ['officeSuppliesApplication', 'officeSuppliesApplication:add', 'employeeReimbursement', 'employeeReimbursement:add']);
      const supply = await t.call('SysOfficeSuppliesSetting', 'insert', { name: uniq('墨盒'), unit: '个', stock: 20 }, await t.adminToken());
      supplyId = supply.body.list[0].id;
    });

    const submitted = async (resource: string, draft: Record<string, unknown>) => {
      const ins = await t.call(resource, 'insert', draft, org.staff.token);
      expect(ins.body.code === '200' ? 'ok' : ins.body.msg).toBe('ok');
      const sub = await t.call(resource, 'submit', { id: ins.body.list[0].id }, org.staff.token);
      expect(sub.body.code === '200' ? 'ok' : sub.body.msg).toBe('ok');
      return sub.body.list[0] as { id: number; instanceId: string };
    };

    it('employExpenseFlow answers the flow info of a staff expense claim, under the claim screen\'s right', async () => {
      const claim = await submitted('employExpense', { expenseType: '1', expenseDate: '2026-11-20', amount: '120.00', description: '打车' });
      const own = await t.call('employExpense', 'getInfoById', { id: claim.id }, org.staff.token);
      expect(own.body.code).toBe('200');
      const byId = await t.call('employExpenseFlow', 'getInfoById', { id: claim.id }, org.staff.token);
      expect(byId.body).toEqual(own.body);
      const byInstance = await t.call('employExpenseFlow', 'getInfoByInstanceId', { instanceId: claim.instanceId }, org.staff.token);
      expect(byInstance.body).toEqual((await t.call('employExpense', 'getInfoByInstanceId', { instanceId: claim.instanceId }, org.staff.token)).body);
      // the same body and right as the resource it answers for
      expect((await t.call('employExpenseFlow', 'getInfoById', {}, org.staff.token)).body.fields[0]).toMatchObject({ field: 'id', reason: 'required' });
      expect((await t.call('employExpenseFlow', 'getInfoById', { id: claim.id }, org.leader.token)).status).toBe(403);
      expect((await t.call('employExpenseFlow', 'getInfoById', { id: claim.id })).status).toBe(401);
      // only the operations declared: not a resource of its own
      const other = await t.call('employExpenseFlow', 'getList', {}, org.staff.token);
      expect([other.status, other.body.error]).toEqual([404, 'UnknownOperation']);
      expect((await t.call('employExpenseFlowX', 'getInfoById', { id: claim.id }, org.staff.token)).body.error).toBe('UnknownEntity');
    });

    it('EmployOfficeSupplies confirm is administration confirming the issue: the stock drops', async () => {
      const req = await submitted('EmployOfficeSupplies', { settingId: supplyId, quantity: 4, purpose: '打印' });
      const [leaderStep] = await openTasks(t, req.instanceId);
      expect(leaderStep.elementId).toBe('deptLeaderApprove');
      // nobody's confirm but the holder's of the open step
      expect((await t.call('EmployOfficeSupplies', 'confirm', { id: req.id, taskId: leaderStep.id }, org.staff.token)).body.error).toBe('workflow.notYourTask');
      expect((await t.call('EmployOfficeSupplies', 'approve', { id: req.id, taskId: leaderStep.id }, (await actorFor(t, org, leaderStep)).token)).body.code).toBe('200');
      const [confirmStep] = await openTasks(t, req.instanceId);
      expect(confirmStep.elementId).toBe('adminConfirm');
      const confirmed = await t.call('EmployOfficeSupplies', 'confirm', { id: req.id, taskId: confirmStep.id, comment: '已发放' }, (await actorFor(t, org, confirmStep)).token);
      expect(confirmed.body.code === '200' ? 'ok' : confirmed.body.msg).toBe('ok');
      expect(await openTasks(t, req.instanceId)).toEqual([]);
      expect((await t.call('EmployOfficeSupplies', 'getById', { id: req.id }, org.staff.token)).body.list[0]).toMatchObject({ status: '3', result: '1' });
      const [item] = await t.app.get(DataSource).query('SELECT stock FROM sys_office_supplies_setting WHERE id = $1', [supplyId]);
      expect(item.stock).toBe(16);
    });
  });
});

// What a client generated from the document needs to fill a body: allowed values and limits.
describe('API document: allowed values and limits', () => {
  let t: TestApp;
  let token: string;
  let docs: any;
  let addedId: number | undefined;
  const added = uniq('v').slice(0, 30);

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
    // an item an administrator adds is an allowed value at once (read before the document is first asked)
    const dict = await t.call('SysCode', 'getList', { mark: 'holidayType' }, token);
    const item = await t.call('SysCode', 'insert', { parentId: dict.body.list[0].id, value: added, nameZh: '测试类型', nameEn: 'Test type', sort: 99 }, token);
    expect(item.body.code).toBe('200');
    addedId = item.body.list[0].id;
    docs = (await t.http.get('/api/docs')).body;
  });
  afterAll(async () => {
    if (addedId) await t.call('SysCode', 'delete', { id: addedId }, token);
    await t?.close();
  });

  it('dictionary fields state their values and labels', () => {
    const dataScope = docs.components.schemas.SysRole.properties.dataScope;
    expect(dataScope).toMatchObject({ type: 'string', enum: ['1', '2', '3', '4', '5'] });
    expect(dataScope['x-enum-labels']['1']).toEqual({ zh: '全部数据', en: 'All' });
    expect(docs.components.schemas.SysVacation.properties.dayType.enum).toContain(added);
    expect(docs.components.schemas.SysVacation.properties.dayType['x-enum-labels'][added]).toEqual({ zh: '测试类型', en: 'Test type' });
    // a list filter on a dictionary field too
    const roleList = docs.paths['/SysRole/api/getList'].post.requestBody.content['application/json'].schema;
    expect(roleList.properties.dataScope.enum).toEqual(['1', '2', '3', '4', '5']);
  });

  it('lists state their paging limits', () => {
    const list = docs.paths['/SysDept/api/getList'].post.requestBody.content['application/json'].schema;
    expect(list.properties.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    expect(list.properties.pageNum).toMatchObject({ type: 'integer', minimum: 1 });
    const custom = docs.paths['/MyProcess/api/getPageList'].post.requestBody.content['application/json'].schema;
    expect(custom.properties.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
  });

  it('names that answer another resource are documented', () => {
    expect(docs.paths['/employExpenseFlow/api/getInfoById'].post.requestBody.content['application/json'].schema.required).toEqual(['id']);
    expect(docs.paths['/employExpenseFlow/api/getInfoByInstanceId']).toBeDefined();
    expect(docs.paths['/EmployOfficeSupplies/api/confirm'].post['x-write']).toBe(true);
  });

  // Issue 20 §6: a flow resource's routes are those its declaration lists (flow.operations), where a
  // reader of its *.resources.ts finds them; the document lists each, and no other flow route exists
  it('every flow resource answers and documents exactly the flow operations its declaration lists', () => {
    const flowResources = t.app.get(ResourceRegistry).all().filter((d) => d.processId && !d.flow?.view);
    expect(flowResources.length).toBeGreaterThan(5);
    for (const def of flowResources) {
      const documented = ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'].filter((op) => docs.paths[`/${def.name}/api/${op}`]);
      expect({ [def.name]: documented }).toEqual({ [def.name]: def.flow?.operations });
      expect(docs.paths[`/${def.name}/api/approve`].post['x-write']).toBe(true);
    }
  });

  it('a page larger than 500 is refused as too large, saying the largest allowed', async () => {
    for (const [entity, op] of [['SysDept', 'getList'], ['MyProcess', 'getPageList']]) {
      const en = await t.call(entity, op, { pageSize: 501 }, token);
      expect([en.status, en.body.fields?.[0]]).toEqual([400, { field: 'pageSize', key: 'field.max', reason: 'max', message: 'Page size must be at most 500' }]);
      const zh = await t.call(entity, op, { pageSize: 501 }, token, 'zh');
      expect(zh.body.fields[0].message).toBe('每页条数不能大于 500');
    }
    const first = await t.call('SysDept', 'getList', { pageNum: 0 }, token);
    expect([first.status, first.body.fields[0].reason]).toEqual([400, 'min']);
    expect((await t.call('SysDept', 'getList', { pageSize: 500 }, token)).status).toBe(200);
  });
});
