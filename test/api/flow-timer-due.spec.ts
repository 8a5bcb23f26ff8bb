import fs from 'node:fs';
import { until } from '../setup/until';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DefinitionRegistry } from '../../server/src/workflow/registry/definition-registry.service';
import { FlowTimerService } from '../../server/src/workflow/timers/flow-timer.service';
import { flowOrg, FlowOrg, newRequest, openTasks } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// Issue 19: an approval of a step whose boundary timer has expired, before the timer service fired it.
// The timer fires in the approval's own transaction, under the instance lock: an interrupting timer wins
// and the approval answers 409 workflow.stepTimedOut at once (it used to wait 10 s for the engine, then
// answer 500); a non-interrupting one leaves the step open and the approval goes through.
const PERMS = ['vacationApplication', 'vacationApplication:add'];
const original = fs.readFileSync(path.resolve(__dirname, '../../processes/vacation.bpmn'), 'utf8');

// processes/vacation.bpmn with a PT1S timer on the leader's step: interrupting, it ends the request as
// not agreed; not interrupting, it ends only its own branch and the step waits on
const withTimer = (interrupting: boolean) =>
  original.replace(
    '</bpmn:process>',
    `<bpmn:boundaryEvent id="leaderOverdue" attachedToRef="deptLeaderApprove" cancelActivity="${interrupting}">
      <bpmn:outgoing>Flow_overdue</bpmn:outgoing>
      <bpmn:timerEventDefinition id="leaderOverdueTimer"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1S</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    ${interrupting ? '' : '<bpmn:endEvent id="overdueNoted" />'}
    <bpmn:sequenceFlow id="Flow_overdue" sourceRef="leaderOverdue" targetRef="${interrupting ? 'endDisagree' : 'overdueNoted'}" />
    </bpmn:process>`,
  );

describe('approving a step whose timer is due but not yet fired', () => {
  let t: TestApp;
  let org: FlowOrg;
  const ds = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
  });
  afterAll(async () => {
    await ds().transaction((m) => t.app.get(DefinitionRegistry).deploy(m, 'vacation', original));
    await t?.close();
  });

  // a request at the leader's step whose timer row has come due (the timer service is off in tests)
  const submitAndExpire = async () => {
    const { id, instanceId, task } = await newRequest(t, org, 'EmployVacation', { submit: true });
    await until(async () => (await ds().query(`SELECT 1 FROM wf_timer WHERE instance_id = $1 AND kind = 'bpmn' AND due_at <= now()`, [instanceId])).length, "the leader's step timer is due");
    return { id, instanceId, taskId: task!.id };
  };
  const stateOf = async (rec: { id: number; instanceId: string }) => ({
    record: (await ds().query('SELECT status, result FROM employ_vacation WHERE id = $1', [rec.id]))[0],
    instance: (await ds().query('SELECT status, result FROM wf_instance WHERE id = $1', [rec.instanceId]))[0],
    tasks: (await ds().query('SELECT status FROM wf_task WHERE instance_id = $1 ORDER BY id', [rec.instanceId])).map((x: { status: string }) => x.status),
    timers: (await ds().query(`SELECT count(*)::int AS n FROM wf_timer WHERE instance_id = $1 AND kind = 'bpmn'`, [rec.instanceId]))[0].n,
    actions: (await ds().query('SELECT action FROM wf_history WHERE instance_id = $1 ORDER BY id', [rec.instanceId])).map((h: { action: string }) => h.action),
  });

  it('an interrupting timer wins: 409 workflow.stepTimedOut, and the timer has fired (request not agreed)', async () => {
    await ds().transaction((m) => t.app.get(DefinitionRegistry).deploy(m, 'vacation', withTimer(true)));
    for (const approve of [
      (taskId: number) => t.call('MyProcess', 'approve', { taskId, comment: 'ok' }, org.leader.token),
      (taskId: number, id: number) => t.call('EmployVacation', 'approve', { id, taskId, comment: 'ok' }, org.leader.token),
    ]) {
      const rec = await submitAndExpire();
      const res = await approve(rec.taskId, rec.id);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 409, error: 'workflow.stepTimedOut' });
      expect(res.body.msg).toBe('This step timed out');
      // the timer's outcome stands although the call was refused; nothing is left for the timer service
      expect(await stateOf(rec)).toEqual({
        record: { status: '3', result: '2' },
        instance: { status: 'completed', result: '2' },
        tasks: ['cancelled'],
        timers: 0,
        actions: ['submit', 'timer', 'end'],
      });
      expect(await t.app.get(FlowTimerService).fireDue()).toBe(0);
    }
    // in Chinese too
    const rec = await submitAndExpire();
    const zh = await t.call('MyProcess', 'reject', { taskId: rec.taskId }, org.leader.token, 'zh');
    expect({ status: zh.status, error: zh.body.error, msg: zh.body.msg }).toEqual({ status: 409, error: 'workflow.stepTimedOut', msg: '该环节已超时' });
  });

  it('a bulk approval says so on the task\'s line', async () => {
    await ds().transaction((m) => t.app.get(DefinitionRegistry).deploy(m, 'vacation', withTimer(true)));
    const rec = await submitAndExpire();
    const res = await t.call('MyProcess', 'batchComplete', { taskIds: [rec.taskId], result: '1' }, org.leader.token);
    expect(res.status).toBe(200);
    expect(res.body.list[0]).toMatchObject({ taskId: rec.taskId, ok: false, code: '409' });
    expect((await stateOf(rec)).actions).toEqual(['submit', 'timer', 'end']);
  });

  it('a non-interrupting timer fires first and the approval goes through', async () => {
    await ds().transaction((m) => t.app.get(DefinitionRegistry).deploy(m, 'vacation', withTimer(false)));
    const rec = await submitAndExpire();
    const res = await t.call('MyProcess', 'approve', { taskId: rec.taskId, comment: 'ok' }, org.leader.token);
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 200, error: undefined });
    expect(await stateOf(rec)).toEqual({
      record: { status: '3', result: '1' },
      instance: { status: 'completed', result: '1' },
      tasks: ['completed'],
      timers: 0,
      actions: ['submit', 'timer', 'approve', 'end'],
    });
  });
});
