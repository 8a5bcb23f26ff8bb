import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DefinitionRegistry } from '../../server/src/workflow/registry/definition-registry.service';
import { driveToEnd, flowOrg, FlowOrg, leaveBody, newRequest, openTasks } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// Deployment by content: a changed file becomes the next version, running instances finish on the
// version they started with, and a broken file is not deployed while the server still starts.
const PERMS = ['vacationApplication', 'vacationApplication:add'];
const original = fs.readFileSync(path.resolve(__dirname, '../../processes/vacation.bpmn'), 'utf8');
// the same flow with a higher threshold: a 5-day leave needs only the department leader
const relaxed = original.replace(/name="longLeaveDays" value="\d+"/, 'name="longLeaveDays" value="10"');

describe('process definitions', () => {
  let t: TestApp;
  let org: FlowOrg;
  const ds = () => t.app.get(DataSource);
  const deploy = (xml: string) => ds().transaction((m) => t.app.get(DefinitionRegistry).deploy(m, 'vacation', xml));
  const fiveDays = async () => (await newRequest(t, org, 'EmployVacation', { body: leaveBody(5), submit: true })).row;

  beforeAll(async () => {
    expect(relaxed).not.toBe(original);
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
  });
  afterAll(async () => {
    await deploy(original);
    await t?.close();
  });

  it('a changed file is a new version; a running instance finishes on its own, new ones start on the new', async () => {
    const v1 = await deploy(original);
    const old = await fiveDays();
    expect(old.definitionId).toBe(v1.id);
    const v2 = await deploy(relaxed);
    expect(v2.version).toBe(v1.version + 1);
    expect((await deploy(relaxed)).id).toBe(v2.id); // unchanged content: no new version

    expect(await driveToEnd(t, org, old.instanceId, 'approve')).toHaveLength(2);
    const fresh = await fiveDays();
    expect(fresh.definitionId).toBe(v2.id);
    expect(await driveToEnd(t, org, fresh.instanceId, 'approve')).toHaveLength(1);

    // putting the old content back makes it the newest version again
    const v3 = await deploy(original);
    expect(v3.version).toBe(v2.version + 1);
    const list = await t.call('WfDefinition', 'getList', { flowType: 'vacation', pageSize: 100 }, await t.adminToken());
    expect(list.body.list.map((d: { version: number }) => d.version)).toEqual(expect.arrayContaining([v1.version, v2.version, v3.version]));
    expect(list.body.list[0]).toMatchObject({ flowType: 'vacation', deployedAt: expect.any(String) });
    // staff without the process screen cannot read definitions
    expect((await t.call('WfDefinition', 'getList', {}, org.staff.token)).status).toBe(403);
  });

  it('a broken file is not deployed and the server starts with the version it had', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'processes-'));
    try {
      fs.writeFileSync(path.join(dir, 'vacation.bpmn'), original.replace('id="vacation"', 'id="somethingElse"'));
      const before = await ds().query(`SELECT max(version) AS v FROM wf_definition WHERE flow_type = 'vacation'`);
      await t.close();
      t = await startTestApp({ PROCESSES_DIR: dir });
      const after = await ds().query(`SELECT max(version) AS v FROM wf_definition WHERE flow_type = 'vacation'`);
      expect(after[0].v).toBe(before[0].v);
      const rec = await fiveDays();
      expect((await openTasks(t, rec.instanceId)).length).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
