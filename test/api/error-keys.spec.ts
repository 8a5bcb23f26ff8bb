import { anyDept, newUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// Issue 10 §2: a refusal carries its module's key and says why in the reader's language, under the
// field it is about. One rule of each module, asked in zh and in en.
describe('errors carry their module’s key, in the reader’s language', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  // the same refusal in both languages: one key, two real sentences
  async function both(entity: string, op: string, body: object, token = admin) {
    const [zh, en] = [await t.call(entity, op, body, token, 'zh'), await t.call(entity, op, body, token, 'en')];
    expect(zh.body.error).toBe(en.body.error);
    expect(zh.body.msg).not.toBe(en.body.msg);
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(en.body.msg).not.toMatch(/[\u4e00-\u9fff]/);
    return { zh: zh.body, en: en.body, status: en.status };
  }

  it('system: nobody disables their own account', async () => {
    const me = (await t.call('sysUser', 'getList', { username: 'admin' }, admin)).body.list[0];
    const r = await both('sysUser', 'update', { id: me.id, status: '2' });
    expect([r.status, r.en.error, r.en.msg, r.zh.msg]).toEqual([400, 'system.disableSelf', 'You cannot disable your own account', '不能停用自己的账号']);
  });

  it('workflow: an agent is not the approver themselves', async () => {
    const person = await newUser(t);
    const body = { userId: person.id, agentId: person.id, startTime: '2027-01-01T00:00:00Z', endTime: '2027-01-05T00:00:00Z' };
    const r = await both('ActivitiApproveReplace', 'insert', body);
    expect([r.status, r.en.error]).toEqual([400, 'workflow.agentIsApprover']);
  });

  it('hr: a transfer names another department, the error under that field', async () => {
    const deptId = await anyDept(t);
    const person = await newUser(t, { deptId });
    const r = await both('EmployTransfer', 'insert', { userId: person.id, toDeptId: deptId, effectiveDate: '2027-01-04', reason: uniq('调动') });
    expect([r.status, r.en.error, r.en.fields]).toEqual([400, 'hr.sameDept', [{ field: 'toDeptId', key: 'hr.sameDept', reason: 'format', message: 'The new department is the current one' }]]);
    expect(r.zh.fields[0].message).toBe('调入部门与当前部门相同');
  });

  it('crew: a certificate type is not placed under itself', async () => {
    const type = (await t.call('SysCredential', 'insert', { name: uniq('证书类') }, admin)).body.list[0];
    const r = await both('SysCredential', 'update', { id: type.id, parentId: type.id });
    expect([r.status, r.en.error, r.en.fields[0].field, r.en.fields[0].message]).toEqual([400, 'crew.typeUnderItself', 'parentId', 'A type cannot be placed under itself or one of its own sub-types']);
  });
});
