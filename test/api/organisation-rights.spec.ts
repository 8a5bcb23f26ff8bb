import { newUser, type NewUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

type Row = Record<string, any>;

// Issue 19: the organisation, leadership and one's own account are rights (ARCHITECTURE §5, §5a). The
// demo's head-office HR manager (the organisation screen, data rights over the head office only) moved the
// Shanghai crew department under Qingdao's, made himself leader and head of the company, reset the company
// leader's password, changed his own leave days and filed a transfer for a Shanghai member. The same shape
// is built here: head office (with crew, HR and recruitment), the Shanghai branch below it with its crew.
describe('organisation rights', () => {
  let t: TestApp;
  let admin: string;
  const dept: Record<string, number> = {};
  let hr: NewUser; // huangtao
  let crewManager: NewUser; // zhangwei: own department and below, leads crew
  let shManager: NewUser; // xuhui: Shanghai crew
  let companyLeader: NewUser; // lijun: heads the head office, whose tree holds Shanghai too
  let clerk: NewUser; // wangfang: crew staff
  let crewLeaderRow: number;

  const expectError = (r: { status: number; body: Row }, status: number, key: string) => {
    expect({ status: r.status, error: r.body.error }).toEqual({ status, error: key });
  };
  const ok = (r: { status: number; body: Row }) => expect({ status: r.status, error: r.body.error, fields: r.body.fields }).toEqual({ status: 200, error: undefined, fields: undefined });
  const mkDept = async (name: string, deptType: 'company' | 'dept', parentId: number | null) => {
    const r = await t.call('SysDept', 'insert', { name: uniq(name), deptType, parentId }, admin);
    ok(r);
    return r.body.list[0].id as number;
  };
  const parentOf = async (id: number) => (await t.call('SysDept', 'getById', { id }, admin)).body.list[0].parentId;
  const screen = (key: string, ...buttons: string[]) => [key, ...buttons.map((b) => `${key}:${b}`)];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    dept.hq = await mkDept('总部', 'company', null);
    dept.crew = await mkDept('船员管理部', 'dept', dept.hq);
    dept.hr = await mkDept('人力资源部', 'dept', dept.hq);
    dept.recruit = await mkDept('招聘部', 'dept', dept.hq);
    dept.sh = await mkDept('上海分公司', 'company', dept.hq);
    dept.shCrew = await mkDept('上海船员管理部', 'dept', dept.sh);
    dept.shEmpty = await mkDept('上海空部门', 'dept', dept.sh);
    hr = await newUser(t, {
      perms: [
        ...screen('organizationManage', 'add', 'edit', 'delete'),
        ...screen('userManagement', 'add', 'edit', 'resetPassword'),
        ...screen('roleManage', 'edit'),
        ...screen('departmentalLeadershipManage', 'add', 'edit', 'delete'),
        ...screen('approvalUserManage', 'add', 'edit', 'agent'),
        ...screen('transferManage', 'add', 'edit'),
      ],
      dataScope: '2',
      deptIds: [dept.hq, dept.crew, dept.hr, dept.recruit],
      deptId: dept.hr,
    });
    crewManager = await newUser(t, { perms: ['userManagement'], dataScope: '4', deptId: dept.crew });
    shManager = await newUser(t, { perms: [], dataScope: '4', deptId: dept.shCrew });
    companyLeader = await newUser(t, { perms: [], dataScope: '3', deptId: dept.hq });
    clerk = await newUser(t, { perms: [], deptId: dept.crew });
    crewLeaderRow = (await t.call('SysDeptLeader', 'insert', { deptId: dept.crew, userId: crewManager.id, leaderType: '1' }, admin)).body.list[0].id;
    ok(await t.call('SysDeptLeader', 'insert', { deptId: dept.hq, userId: companyLeader.id, leaderType: '1' }, admin));
    ok(await t.call('SysDeptLeader', 'insert', { deptId: dept.shCrew, userId: shManager.id, leaderType: '1' }, admin));
  });
  afterAll(() => t?.close());

  it('a department is written, moved or removed only within the caller’s data rights', async () => {
    // found: Shanghai's crew department moved under Qingdao's, whose manager then saw its people
    const moved = await t.call('SysDept', 'update', { id: dept.shCrew, parentId: dept.crew }, hr.token);
    expectError(moved, 403, 'DeptOutOfScope');
    expect(moved.body.fields.map((f: Row) => f.field).sort()).toEqual(['id', 'parentId']);
    expect(await parentOf(dept.shCrew)).toBe(dept.sh);
    const seen = await t.call('sysUser', 'getList', { deptId: dept.shCrew }, crewManager.token);
    expect(seen.body.total).toBe(0);
    // nor pulled out of the caller's reach into another's, nor renamed or removed there
    expectError(await t.call('SysDept', 'update', { id: dept.recruit, parentId: dept.sh }, hr.token), 403, 'DeptOutOfScope');
    expectError(await t.call('SysDept', 'update', { id: dept.shCrew, name: uniq('x') }, hr.token), 403, 'DeptOutOfScope');
    expectError(await t.call('SysDept', 'delete', { ids: [dept.shEmpty] }, hr.token), 403, 'DeptOutOfScope');
    // found: a department made inside the Shanghai branch; a new top-level company is nobody's to make either
    expectError(await t.call('SysDept', 'insert', { name: uniq('部门'), deptType: 'dept', parentId: dept.sh }, hr.token), 403, 'DeptOutOfScope');
    expectError(await t.call('SysDept', 'insert', { name: uniq('公司'), deptType: 'company' }, hr.token), 403, 'DeptOutOfScope');
    expectError(await t.call('SysDept', 'update', { id: dept.recruit, parentId: null }, hr.token), 403, 'DeptOutOfScope');
    expect((await t.call('SysDept', 'getList', { parentId: dept.sh }, admin)).body.total).toBe(2);
    // within the caller's rights the organisation is theirs to shape
    ok(await t.call('SysDept', 'insert', { name: uniq('人事二部'), deptType: 'dept', parentId: dept.hr }, hr.token));
    ok(await t.call('SysDept', 'update', { id: dept.recruit, parentId: dept.hr }, hr.token));
    ok(await t.call('SysDept', 'update', { id: dept.recruit, name: uniq('招聘部') }, hr.token));
    // a move takes everything below along: whoever holds "own department and below" above the new
    // parent gains it, so all of it must be the caller's (this sub-department is not)
    const below = await mkDept('招聘一组', 'dept', dept.recruit);
    const back = await t.call('SysDept', 'update', { id: dept.recruit, parentId: dept.hq }, hr.token);
    expectError(back, 403, 'DeptOutOfScope');
    expect(back.body.fields.map((f: Row) => f.field)).toEqual(['parentId']);
    expect(await parentOf(dept.recruit)).toBe(dept.hr);
    // a department made a company is the company of all below it: the same
    const typed = await t.call('SysDept', 'update', { id: dept.recruit, deptType: 'company' }, hr.token);
    expectError(typed, 403, 'DeptOutOfScope');
    expect(typed.body.fields.map((f: Row) => f.field)).toEqual(['deptType']);
    ok(await t.call('SysDept', 'update', { id: dept.recruit, parentId: dept.hq }, admin));
    expect(await parentOf(below)).toBe(dept.recruit);
  });

  it('nobody appoints themselves leader, approver or agent, nor appoints someone beyond their rights', async () => {
    // found: he took the crew department's leader row, then headed the company
    expectError(await t.call('SysDeptLeader', 'update', { id: crewLeaderRow, userId: hr.id }, hr.token), 403, 'workflow.selfAppointed');
    expectError(await t.call('SysDeptLeader', 'insert', { deptId: dept.crew, userId: hr.id, leaderType: '2' }, hr.token), 403, 'workflow.selfAppointed');
    // the company's head decides for everything below, Shanghai included: not his to appoint, himself or anyone
    expectError(await t.call('SysDeptLeader', 'insert', { deptId: dept.hq, userId: hr.id, leaderType: '1' }, hr.token), 403, 'DeptOutOfScope');
    expectError(await t.call('SysDeptLeader', 'insert', { deptId: dept.hq, userId: clerk.id, leaderType: '2' }, hr.token), 403, 'DeptOutOfScope');
    expectError(await t.call('approvalUser', 'insert', { flowType: 'vacation', userId: hr.id, deptId: dept.crew }, hr.token), 403, 'workflow.selfAppointed');
    const period = { startTime: new Date().toISOString(), endTime: new Date(Date.now() + 86_400_000).toISOString() };
    expectError(await t.call('ActivitiApproveReplace', 'insert', { userId: crewManager.id, agentId: hr.id, ...period }, hr.token), 403, 'workflow.selfAppointed');
    const leaders = (await t.call('SysDeptLeader', 'getList', { userId: hr.id }, admin)).body;
    expect(leaders.total).toBe(0);
    // a person of another branch is not his to put in charge here, as leader, approver or agent
    for (const [entity, body] of [
      ['SysDeptLeader', { deptId: dept.crew, userId: shManager.id, leaderType: '2' }],
      ['approvalUser', { flowType: 'vacation', userId: shManager.id, deptId: dept.crew }],
      ['ActivitiApproveReplace', { userId: crewManager.id, agentId: shManager.id, ...period }],
    ] as const) {
      const r = await t.call(entity, 'insert', body, hr.token);
      expectError(r, 403, 'DeptOutOfScope');
      expect(r.body.fields.map((f: Row) => f.field)).toContain(entity === 'ActivitiApproveReplace' ? 'agentId' : 'userId');
    }
    // an approver row naming a company alone routes all of the company's own departments, and the head
    // office has one he does not hold
    await mkDept('人事三部', 'dept', dept.hr);
    expectError(await t.call('approvalUser', 'insert', { flowType: 'vacation', userId: clerk.id, companyId: dept.hq }, hr.token), 403, 'DeptOutOfScope');
    ok(await t.call('approvalUser', 'insert', { flowType: 'vacation', userId: clerk.id, companyId: dept.hq, deptId: dept.crew }, hr.token));
    // nor make someone the agent of a leader whose reach is beyond his
    expectError(await t.call('ActivitiApproveReplace', 'insert', { userId: companyLeader.id, agentId: clerk.id, ...period }, hr.token), 403, 'LeadsBeyondOwn');
    // someone of his own departments, for a department all his: fine; even the administrator does not appoint himself
    ok(await t.call('SysDeptLeader', 'insert', { deptId: dept.crew, userId: clerk.id, leaderType: '2' }, hr.token));
    ok(await t.call('ActivitiApproveReplace', 'insert', { userId: crewManager.id, agentId: clerk.id, ...period }, hr.token));
    const me = (await t.call('sysUser', 'getList', { username: 'admin' }, admin)).body.list[0].id;
    expectError(await t.call('SysDeptLeader', 'insert', { deptId: dept.crew, userId: me, leaderType: '2' }, admin), 403, 'workflow.selfAppointed');
  });

  it('a user who leads or approves beyond the caller’s rights is managed only by someone who holds them', async () => {
    // found: the company leader's roles lie within his, but she heads the whole tree, Shanghai included
    expectError(await t.call('sysUser', 'resetPassword', { id: companyLeader.id, password: 'Hijack-12345' }, hr.token), 403, 'LeadsBeyondOwn');
    expectError(await t.call('sysUser', 'update', { id: companyLeader.id, phone: '13900000000' }, hr.token), 403, 'LeadsBeyondOwn');
    // changing a role she holds changes her too
    const held = (await t.call('sysUser', 'getById', { id: companyLeader.id }, admin)).body.list[0].roleIds[0];
    expectError(await t.call('SysRole', 'update', { id: held, remark: 'x' }, hr.token), 403, 'LeadsBeyondOwn');
    // the leader of a department within his rights is his to manage
    ok(await t.call('sysUser', 'resetPassword', { id: crewManager.id, password: 'Reset-12345x' }, hr.token));
    // an approver row for the Shanghai company, or standing in for Shanghai's leader, counts the same
    const approver = await newUser(t, { perms: [], deptId: dept.crew });
    ok(await t.call('sysUser', 'resetPassword', { id: approver.id, password: 'Reset-12345x' }, hr.token));
    ok(await t.call('approvalUser', 'insert', { flowType: 'vacation', userId: approver.id, companyId: dept.sh }, admin));
    expectError(await t.call('sysUser', 'resetPassword', { id: approver.id, password: 'Hijack-12345' }, hr.token), 403, 'LeadsBeyondOwn');
    const agent = await newUser(t, { perms: [], deptId: dept.crew });
    const period = { startTime: new Date().toISOString(), endTime: new Date(Date.now() + 86_400_000).toISOString() };
    ok(await t.call('ActivitiApproveReplace', 'insert', { userId: shManager.id, agentId: agent.id, ...period }, admin));
    expectError(await t.call('sysUser', 'update', { id: agent.id, phone: '13900000001' }, hr.token), 403, 'LeadsBeyondOwn');
  });

  it('on one’s own account only the profile changes', async () => {
    ok(await t.call('sysUser', 'update', { id: hr.id, vacationDays: 12 }, admin));
    // found: he raised his own annual leave
    const own = await t.call('sysUser', 'update', { id: hr.id, vacationDays: 99 }, hr.token);
    expectError(own, 403, 'OwnEntitlement');
    expect(own.body.fields.map((f: Row) => f.field)).toEqual(['vacationDays']);
    for (const body of [{ username: uniq('me') }, { jobNumber: uniq('J') }, { name: '黄总' }, { leaderId: crewManager.id }, { contractExpiry: '2030-12-31' }]) {
      expectError(await t.call('sysUser', 'update', { id: hr.id, ...body }, hr.token), 403, 'OwnEntitlement');
    }
    const row = (await t.call('sysUser', 'getById', { id: hr.id }, admin)).body.list[0];
    expect(row.vacationDays).toBe(12);
    // the profile, with the rest of the form sent back as it was read (its declared fields: the row's
    // timestamps are not fields a save may name)
    const form = Object.fromEntries(Object.entries(row).filter(([k, v]) => v != null && k !== 'createdAt' && k !== 'updatedAt'));
    ok(await t.call('sysUser', 'update', { ...form, enName: 'Huang Tao', phone: '13912345678', email: 'ht@example.com', receiveMail: '1' }, hr.token));
    // the administrator too: someone else grants his entitlements
    const me = (await t.call('sysUser', 'getList', { username: 'admin' }, admin)).body.list[0].id;
    expectError(await t.call('sysUser', 'update', { id: me, vacationDays: 40 }, admin), 403, 'OwnEntitlement');
  });

  it('people named in a request are within the caller’s rights, never an administrator', async () => {
    const transfer = (userId: number) => t.call('EmployTransfer', 'insert', { userId, toDeptId: dept.hr, effectiveDate: '2027-03-01', reason: uniq('调动') }, hr.token);
    // found: a transfer of another branch's member, sent to that branch's approvers
    const r = await transfer(shManager.id);
    expectError(r, 403, 'DeptOutOfScope');
    expect(r.body.fields.map((f: Row) => f.field)).toEqual(['userId']);
    // and of an administrator's account, though it sits in his departments
    const boss = await newUser(t, { perms: [], deptId: dept.crew });
    ok(await t.call('SysUserRole', 'update', { userId: boss.id, roleIds: [1] }, admin));
    expectError(await transfer(boss.id), 403, 'DeptOutOfScope');
    // nor into another branch's department, whose rows the person would then see
    const into = await t.call('EmployTransfer', 'insert', { userId: clerk.id, toDeptId: dept.shCrew, effectiveDate: '2027-03-01', reason: uniq('调动') }, hr.token);
    expectError(into, 403, 'DeptOutOfScope');
    expect(into.body.fields.map((f: Row) => f.field)).toEqual(['toDeptId']);
    ok(await transfer(clerk.id));
  });
});
