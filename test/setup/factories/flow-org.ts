import { DataSource } from 'typeorm';
import type { TestApp } from '../test-app';
import { DATA_SCOPE } from './codes';
import { grantRole, newCompany, newDept, newUser, NewUser, UserOptions } from './people';

// An organisation in which every step of the staff flows has someone to act: a company, a department
// above the applicant's, leaders for each, and holders of the roles the flows name.
export interface FlowOrg {
  companyId: number;
  upperDeptId: number;
  deptId: number;
  staff: NewUser;
  leader: NewUser;
  upperLeader: NewUser;
  companyLeader: NewUser;
  hr: NewUser;
  finance: NewUser;
  admin: NewUser;
  // holds 保险经理, the insurance flow's second step
  insurer: NewUser;
  byId: Map<number, NewUser>;
}

async function roleNamed(t: TestApp, name: string): Promise<number> {
  const token = await t.adminToken();
  const found = await t.call('SysRole', 'getList', { name, pageSize: 50 }, token);
  const exact = found.body.list.find((r: { name: string }) => r.name === name);
  if (exact) return exact.id;
  const made = await t.call('SysRole', 'insert', { name, dataScope: DATA_SCOPE.all }, token);
  if (made.body.code !== '200') throw new Error(`role ${name}: ${made.body.msg}`);
  return made.body.list[0].id;
}

// the grant is read on every request, so the user's token serves on with the new role
const giveRole = async (t: TestApp, user: NewUser, roleName: string) => grantRole(t, user, await roleNamed(t, roleName));

export async function leads(t: TestApp, deptId: number, user: NewUser) {
  const r = await t.call('SysDeptLeader', 'insert', { deptId, userId: user.id, leaderType: '1' }, await t.adminToken());
  if (r.body.code !== '200') throw new Error(`leader: ${r.body.msg}`);
}

// `staff` (the applicant) holds the given perms, or the given rights (a crew scope, a data scope)
export async function flowOrg(t: TestApp, staffRights: string[] | Omit<UserOptions, 'deptId'>): Promise<FlowOrg> {
  const token = await t.adminToken();
  const companyId = await newCompany(t);
  const upperDeptId = await newDept(t, companyId);
  const deptId = await newDept(t, upperDeptId);
  const staff = await newUser(t, { ...(Array.isArray(staffRights) ? { perms: staffRights } : staffRights), deptId });
  const leader = await newUser(t, { deptId });
  const upperLeader = await newUser(t, { deptId: upperDeptId });
  const companyLeader = await newUser(t, { deptId: companyId });
  const hr = await newUser(t, { deptId: upperDeptId });
  const finance = await newUser(t, { deptId: upperDeptId });
  const admin = await newUser(t, { deptId: upperDeptId });
  const insurer = await newUser(t, { deptId: upperDeptId });
  await leads(t, deptId, leader);
  await leads(t, upperDeptId, upperLeader);
  await leads(t, companyId, companyLeader);
  for (const [u, role] of [[hr, '人事经理'], [finance, '财务专员'], [admin, '行政专员'], [insurer, '保险经理']] as const) await giveRole(t, u, role);
  // approvalUserManage entries for flows that ask ${approver.config}
  for (const flowType of ['vacation', 'overtime', 'travel', 'resignation', 'transfer', 'officeSupplies', 'staffExpense', 'credentialDeal', 'credentialInout']) {
    await t.call('approvalUser', 'insert', { companyId, flowType, userId: admin.id }, token);
  }
  const byId = new Map([staff, leader, upperLeader, companyLeader, hr, finance, admin, insurer].map((u) => [u.id, u]));
  return { companyId, upperDeptId, deptId, staff, leader, upperLeader, companyLeader, hr, finance, admin, insurer, byId };
}

export interface OpenTask {
  id: number;
  assigneeId: number | null;
  onBehalfOf: number | null;
  candidateUserIds: number[];
  candidateRoleIds: number[];
  elementId: string;
}

export async function openTasks(t: TestApp, instanceId: string): Promise<OpenTask[]> {
  return (
    await t.app.get(DataSource).query(
      `SELECT id, assignee_id AS "assigneeId", on_behalf_of AS "onBehalfOf", candidate_user_ids AS "candidateUserIds",
              candidate_role_ids AS "candidateRoleIds", element_id AS "elementId" FROM wf_task WHERE instance_id = $1 AND status = 'open' ORDER BY id`,
      [instanceId],
    )
  ).map((r: OpenTask) => ({ ...r, candidateUserIds: r.candidateUserIds.map(Number), candidateRoleIds: r.candidateRoleIds.map(Number) }));
}

// Someone of the organisation who may act on the task.
export async function actorFor(t: TestApp, org: FlowOrg, task: OpenTask): Promise<NewUser> {
  if (task.assigneeId) return org.byId.get(task.assigneeId)!;
  if (task.candidateUserIds.length) return org.byId.get(task.candidateUserIds.find((id) => org.byId.has(id))!)!;
  const holders: Array<{ user_id: number }> = await t.app.get(DataSource).query('SELECT user_id FROM sys_user_role WHERE role_id = ANY($1)', [task.candidateRoleIds]);
  const u = holders.map((h) => org.byId.get(h.user_id)).find(Boolean);
  if (!u) throw new Error(`nobody of the test organisation holds roles ${task.candidateRoleIds}`);
  return u;
}

// Approves (or rejects, at the first step) until the flow ends; answers the steps it went through.
export async function driveToEnd(t: TestApp, org: FlowOrg, instanceId: string, result: 'approve' | 'reject'): Promise<string[]> {
  const steps: string[] = [];
  for (let i = 0; i < 12; i++) {
    const [task] = await openTasks(t, instanceId);
    if (!task) return steps;
    const actor = await actorFor(t, org, task);
    const r = await t.call('MyProcess', result, { taskId: task.id, comment: `${result} ${task.elementId}` }, actor.token);
    if (r.body.code !== '200') throw new Error(`${result} ${task.elementId}: ${r.body.msg}`);
    steps.push(task.elementId);
  }
  throw new Error('the flow did not end within 12 steps');
}
