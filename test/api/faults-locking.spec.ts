import { Logger } from '@nestjs/common';
import { until } from '../setup/until';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { Client } from 'pg';
import { ApproverService } from '../../server/src/workflow/approvers/approver.service';
import { FlowTimerService } from '../../server/src/workflow/timers/flow-timer.service';
import { DefinitionRegistry } from '../../server/src/workflow/registry/definition-registry.service';
import { flowOrg, FlowOrg, newRequest, newUser, openTasks } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// Withdraw racing the last step of a flow (an approval, a rejection, a bulk approval, a BPMN timer that
// ends the flow). Every workflow command locks the instance, then the task, then the business record,
// so none of these races deadlocks: one answer wins, the other is refused with a 4xx, and the record,
// its instance, tasks and timers say what the winner did. Each race runs 50 times.
//
// Deadlocks need two sessions that wait on each other; the embedded database is one session that runs
// one transaction at a time, so these races only mean something on a PostgreSQL server.
const onServer = process.env.TEST_DATABASE_KIND === 'postgres';
const RUNS = 50;
const PERMS = ['vacationApplication', 'vacationApplication:add'];

interface Submitted {
  id: number;
  instanceId: string;
  taskId: number;
}

interface Outcome {
  withdraw: { status: number; error?: string };
  other: { status: number; error?: string; ok?: boolean };
}

(onServer ? describe : describe.skip)('workflow commands racing withdraw', () => {
  let t: TestApp;
  let org: FlowOrg;
  const ds = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
  });
  afterAll(() => t?.close());

  // two working days of personal leave: one step (the department leader), whose approval ends the flow
  const submitLeave = async (): Promise<Submitted> => {
    const { id, instanceId, task } = await newRequest(t, org, 'EmployVacation', { submit: true });
    expect(task!.assigneeId).toBe(org.leader.id);
    return { id, instanceId, taskId: task!.id };
  };
  const submitMany = async () => {
    const out: Submitted[] = [];
    for (let i = 0; i < RUNS; i++) out.push(await submitLeave());
    return out;
  };
  const withdraw = (rec: Submitted) => t.call('EmployVacation', 'withdraw', { id: rec.id }, org.staff.token);
  const answer = (r: { status: number; body: { error?: string } }) => ({ status: r.status, error: r.body.error });

  // What the database says about a request once its race is over.
  const stateOf = async (rec: Submitted) => {
    const [record] = await ds().query('SELECT status, result, instance_id AS "instanceId" FROM employ_vacation WHERE id = $1', [rec.id]);
    const [instance] = await ds().query('SELECT status, result FROM wf_instance WHERE id = $1', [rec.instanceId]);
    const tasks = await ds().query('SELECT status FROM wf_task WHERE instance_id = $1', [rec.instanceId]);
    const [{ n: timers }] = await ds().query('SELECT count(*)::int AS n FROM wf_timer WHERE instance_id = $1', [rec.instanceId]);
    const actions: string[] = (await ds().query('SELECT action FROM wf_history WHERE instance_id = $1 ORDER BY id', [rec.instanceId])).map((h: { action: string }) => h.action);
    return { record, instance, taskStatuses: tasks.map((x: { status: string }) => x.status), timers, actions };
  };

  // The one answer that won decides what every row must say.
  const expectConsistent = async (rec: Submitted, o: Outcome, otherWon: boolean, endResult: '1' | '2', endAction: string) => {
    const s = await stateOf(rec);
    expect(s.timers).toBe(0);
    expect(s.taskStatuses).not.toContain('open');
    if (otherWon) {
      expect(o.withdraw).toEqual({ status: 400, error: 'workflow.onlyInApprovalWithdraws' });
      expect(s.record).toEqual({ status: '3', result: endResult, instanceId: rec.instanceId });
      expect(s.instance).toEqual({ status: 'completed', result: endResult });
      expect(s.actions).toContain(endAction);
      expect(s.actions).not.toContain('withdraw');
    } else {
      expect(o.withdraw.status).toBe(200);
      expect(s.record).toEqual({ status: '1', result: null, instanceId: null });
      expect(s.instance.status).toBe('withdrawn');
      expect(s.taskStatuses).toEqual(['cancelled']);
      expect(s.actions).toContain('withdraw');
      expect(s.actions).not.toContain(endAction);
    }
  };

  // Races withdraw with `other` on each request, both sent at the same moment.
  const race = async (recs: Submitted[], other: (rec: Submitted) => Promise<Outcome['other']>, otherWon: (o: Outcome) => boolean, endResult: '1' | '2', endAction: string) => {
    for (const [i, rec] of recs.entries()) {
      // who sets off first alternates, so that each side wins some of the races
      const [w, x] =
        i % 2
          ? await Promise.all([withdraw(rec).then(answer), other(rec)])
          : await Promise.all([other(rec), withdraw(rec).then(answer)]).then(([b, a]) => [a, b] as const);
      const o: Outcome = { withdraw: w, other: x };
      // a deadlock victim answered 500 here
      expect([w.status, x.status].filter((status) => status >= 500)).toEqual([]);
      const won = otherWon(o);
      // exactly one winner: never both, never neither
      expect({ withdrew: w.status === 200, otherWon: won }).toEqual({ withdrew: !won, otherWon: won });
      await expectConsistent(rec, o, won, endResult, endAction);
    }
  };

  it(`withdraw racing the last approval (${RUNS} times): no 5xx, one winner, the record says which`, async () => {
    const recs = await submitMany();
    await race(
      recs,
      async (rec) => answer(await t.call('MyProcess', 'approve', { taskId: rec.taskId, comment: 'ok' }, org.leader.token)),
      (o) => o.other.status === 200,
      '1',
      'approve',
    );
  });

  it(`withdraw racing the last rejection (${RUNS} times)`, async () => {
    const recs = await submitMany();
    await race(
      recs,
      async (rec) => answer(await t.call('MyProcess', 'reject', { taskId: rec.taskId, comment: 'no' }, org.leader.token)),
      (o) => o.other.status === 200,
      '2',
      'reject',
    );
  });

  it(`withdraw racing a bulk approval (${RUNS} times)`, async () => {
    const recs = await submitMany();
    await race(
      recs,
      async (rec) => {
        const r = await t.call('MyProcess', 'batchComplete', { taskIds: [rec.taskId], result: '1', comment: 'ok' }, org.leader.token);
        const item = r.body.list?.[0] ?? {};
        // the call answers 200 with a line per task; the task's own line says whether it was done
        expect(item.ok || Number(item.code) < 500).toBe(true);
        return { status: r.status, error: r.body.error, ok: item.ok === true };
      },
      (o) => o.other.ok === true,
      '1',
      'approve',
    );
  });

  it('an agent sweep takes instances first and never waits for one a command holds: it moves those tasks at the next sweep', async () => {
    const rec = await submitLeave();
    const agent = await newUser(t, { deptId: org.deptId });
    // a command under way on the request: its instance, then its task, locked as every command locks them
    const command = new Client({ connectionString: process.env.TEST_DATABASE_URL, application_name: 'faults-test' });
    await command.connect();
    try {
      await command.query('BEGIN');
      await command.query('SELECT id FROM wf_instance WHERE id = $1 FOR UPDATE', [rec.instanceId]);
      await command.query('SELECT id FROM wf_task WHERE id = $1 FOR UPDATE', [rec.taskId]);
      // the agent period begins now: saving it sweeps at once, past the held request rather than into it
      const now = Date.now();
      const saved = await t.call(
        'ActivitiApproveReplace',
        'insert',
        { userId: org.leader.id, agentId: agent.id, startTime: new Date(now - 1000).toISOString(), endTime: new Date(now + 3_600_000).toISOString() },
        await t.adminToken(),
      );
      expect(saved.status).toBe(200);
      expect((await openTasks(t, rec.instanceId))[0]).toMatchObject({ id: rec.taskId, assigneeId: org.leader.id, onBehalfOf: null });
      await command.query('ROLLBACK');
      expect(await ds().transaction((m) => t.app.get(ApproverService).reassignForAgents(m))).toBeGreaterThanOrEqual(1);
      expect((await openTasks(t, rec.instanceId))[0]).toMatchObject({ id: rec.taskId, assigneeId: agent.id, onBehalfOf: org.leader.id });
      await t.call('ActivitiApproveReplace', 'delete', { id: saved.body.list[0].id }, await t.adminToken());
    } finally {
      await command.query('ROLLBACK').catch(() => undefined);
      await command.end();
    }
  });

  it(`withdraw racing a BPMN timer that ends the flow (${RUNS} times)`, async () => {
    // processes/vacation.bpmn with an interrupting timer on the leader's step that ends the request as
    // not agreed after a second, deployed as a new version of the flow for this test only
    const original = fs.readFileSync(path.resolve(__dirname, '../../processes/vacation.bpmn'), 'utf8');
    const timed = original.replace(
      '</bpmn:process>',
      `<bpmn:boundaryEvent id="leaderOverdue" attachedToRef="deptLeaderApprove" cancelActivity="true">
        <bpmn:outgoing>Flow_overdue</bpmn:outgoing>
        <bpmn:timerEventDefinition id="leaderOverdueTimer"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1S</bpmn:timeDuration></bpmn:timerEventDefinition>
      </bpmn:boundaryEvent>
      <bpmn:sequenceFlow id="Flow_overdue" sourceRef="leaderOverdue" targetRef="endDisagree" />
      </bpmn:process>`,
    );
    const registry = t.app.get(DefinitionRegistry);
    await ds().transaction((m) => registry.deploy(m, 'vacation', timed));
    const timers = t.app.get(FlowTimerService);
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      const recs = await submitMany();
      const ids = recs.map((r) => r.instanceId);
      // the engine's timers have expired; their rows come due one request at a time, in its race
      const [{ n, due }] = await ds().query(`SELECT count(*)::int AS n, max(due_at) AS due FROM wf_timer WHERE instance_id = ANY($1) AND kind = 'bpmn'`, [ids]);
      expect(n).toBe(RUNS);
      await ds().query(`UPDATE wf_timer SET due_at = now() + interval '1 day' WHERE instance_id = ANY($1)`, [ids]);
      await until(async () => (await ds().query('SELECT now() >= $1::timestamptz AS past', [due]))[0].past, "the engine's one-second timers are past their time");
      await race(
        recs,
        async (rec) => {
          await ds().query(`UPDATE wf_timer SET due_at = now() - interval '1 second' WHERE instance_id = $1 AND kind = 'bpmn'`, [rec.instanceId]);
          await timers.fireDue();
          const [fired] = await ds().query(`SELECT 1 FROM wf_history WHERE instance_id = $1 AND action = 'timer'`, [rec.instanceId]);
          return { status: 200, ok: !!fired };
        },
        (o) => o.other.ok === true,
        '2',
        'timer',
      );
        // a timer that failed (a deadlock victim, say) is logged and left for later: none may have
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await ds().transaction((m) => registry.deploy(m, 'vacation', original));
    }
  });
});
