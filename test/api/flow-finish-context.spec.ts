import fs from 'node:fs';
import { until } from '../setup/until';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { OpContext } from '../../server/src/core/resource/op-context';
import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import { DefinitionRegistry } from '../../server/src/workflow/registry/definition-registry.service';
import { FlowTimerService } from '../../server/src/workflow/timers/flow-timer.service';
import { flowOrg, FlowOrg, newRequest, openTasks, speaks } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// Issue 20 §6: a module's finish hooks run as whoever ended the flow (the last approver, or the named
// system actor when a timer did) and in the applicant's language, not as `user: null, lang: 'zh'`.
const PERMS = ['vacationApplication', 'vacationApplication:add'];
const original = fs.readFileSync(path.resolve(__dirname, '../../processes/vacation.bpmn'), 'utf8');
// the leader's step ends the request unapproved after a second (processes/vacation.bpmn plus a timer)
const withTimer = original.replace(
  '</bpmn:process>',
  `<bpmn:boundaryEvent id="leaderOverdue" attachedToRef="deptLeaderApprove" cancelActivity="true">
    <bpmn:outgoing>Flow_overdue</bpmn:outgoing>
    <bpmn:timerEventDefinition id="leaderOverdueTimer"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1S</bpmn:timeDuration></bpmn:timerEventDefinition>
  </bpmn:boundaryEvent>
  <bpmn:sequenceFlow id="Flow_overdue" sourceRef="leaderOverdue" targetRef="endDisagree" />
  </bpmn:process>`,
);

describe('finish hooks run with a real context', () => {
  let t: TestApp;
  let org: FlowOrg;
  const seen: Array<{ userId: number | null; username: string | null; lang: string; result: string; recordId: number }> = [];
  let unhook: () => void;
  const ds = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
    unhook = t.app.get(ResourceRegistry).hook('EmployVacation.finish:after', (ctx: OpContext, { record, result }) => {
      seen.push({ userId: ctx.user?.userId ?? null, username: ctx.user?.username ?? null, lang: ctx.lang, result, recordId: record.id as number });
    });
  });
  afterAll(async () => {
    unhook?.();
    await ds().transaction((m) => t.app.get(DefinitionRegistry).deploy(m, 'vacation', original));
    await t?.close();
  });

  const submit = () => newRequest(t, org, 'EmployVacation', { submit: true });
  const applicantSpeaks = (lang: 'zh' | 'en') => speaks(t, org.staff, lang);

  it('the last approver ends the flow: the hook runs as them, in the applicant’s language', async () => {
    await applicantSpeaks('en');
    const rec = await submit();
    const [task] = await openTasks(t, rec.instanceId);
    // the approver reads Chinese; what the hook writes is for the applicant, who reads English
    const res = await t.call('EmployVacation', 'reject', { id: rec.id, taskId: task.id, comment: 'no' }, org.leader.token, 'zh');
    expect(res.body.code).toBe('200');
    expect(seen.filter((s) => s.recordId === rec.id)).toEqual([{ userId: org.leader.id, username: expect.any(String), lang: 'en', result: '2', recordId: rec.id }]);
  });

  it('a timer ends the flow: the hook runs as the system actor, in the applicant’s language', async () => {
    await applicantSpeaks('zh');
    await ds().transaction((m) => t.app.get(DefinitionRegistry).deploy(m, 'vacation', withTimer));
    const rec = await submit();
    await until(async () => (await ds().query(`SELECT 1 FROM wf_timer WHERE instance_id = $1 AND kind = 'bpmn' AND due_at <= now()`, [rec.instanceId])).length, "the flow's timer is due");
    await t.app.get(FlowTimerService).fireDue();
    expect(seen.filter((s) => s.recordId === rec.id)).toEqual([{ userId: 0, username: 'system', lang: 'zh', result: '2', recordId: rec.id }]);
  });
});
