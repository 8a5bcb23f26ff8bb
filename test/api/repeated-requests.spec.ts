import { DataSource } from 'typeorm';
import { SystemTaskService } from '../../server/src/workflow/timers/system-task.service';
import { flowOrg, FlowOrg, leads, newUser, openTasks } from '../setup/factories';
import { freshWeek } from '../setup/dates';
import { startTestApp, TestApp } from '../setup/test-app';

// Issue 19: a request sent twice (double click, client retry, a timeout) does what it meant once.
// Approving by record names the task the approver saw; creations take an Idempotency-Key. (The
// "continue?" tokens are proved in test/unit/confirmations.spec.ts and test/api/dispatch.spec.ts.)
const PERMS = ['vacationApplication', 'vacationApplication:add', 'vacationApplication:edit'];

describe('repeated requests', () => {
  let t: TestApp;
  let org: FlowOrg;
  const q = (sql: string, params: unknown[] = []) => t.app.get(DataSource).query(sql, params);

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
    // the department leader leads the department above too: they hold both steps of a long leave
    await leads(t, org.upperDeptId, org.leader);
  });
  afterAll(() => t?.close());

  // five working days: past the long-leave threshold, so two steps (department, then upper leader)
  const LEAVE = { vacationType: '3', startDate: '2026-12-07', endDate: '2026-12-11' };
  // the same, in a week of its own: what is submitted (one person's leave in approval may not overlap);
  // LEAVE itself stays a draft, however many times it is saved
  const freshLeave = () => {
    const week = freshWeek();
    return { ...LEAVE, startDate: week(0), endDate: week(4) };
  };
  const insert = (body: object = freshLeave(), key?: string, token = org.staff.token) => {
    const r = t.call('EmployVacation', 'insert', body, token);
    return key ? r.set('Idempotency-Key', key) : r;
  };
  const submitted = async () => {
    const rec = (await insert()).body.list[0];
    const sub = await t.call('EmployVacation', 'submit', { id: rec.id }, org.staff.token);
    expect(sub.body.code).toBe('200');
    const [task] = await openTasks(t, sub.body.list[0].instanceId);
    expect(task.elementId).toBe('deptLeaderApprove');
    return { id: rec.id as number, instanceId: sub.body.list[0].instanceId as string, task };
  };
  const steps = async (instanceId: string) =>
    (await q(`SELECT element_id AS step, status FROM wf_task WHERE instance_id = $1 ORDER BY id`, [instanceId])).map((r: { step: string; status: string }) => `${r.step}:${r.status}`);

  describe('approving by record names the task shown', () => {
    it('the same approval sent again answers 409 in the caller\'s language and leaves the next step (the same approver\'s) open', async () => {
      const rec = await submitted();
      const body = { id: rec.id, taskId: rec.task.id, comment: 'ok' };
      expect((await t.call('EmployVacation', 'approve', body, org.leader.token)).body.code).toBe('200');
      const [next] = await openTasks(t, rec.instanceId);
      expect(next.elementId).toBe('upperLeaderApprove');
      expect(next.candidateUserIds.concat(next.assigneeId ?? [])).toContain(org.leader.id);
      // the retry of the first approval, in English then in Chinese: refused, the second step untouched
      const en = await t.call('EmployVacation', 'approve', body, org.leader.token, 'en');
      expect([en.status, en.body.error, en.body.msg]).toEqual([409, 'workflow.taskDone', 'This task has already been handled']);
      const zh = await t.call('EmployVacation', 'approve', body, org.leader.token, 'zh');
      expect([zh.status, zh.body.msg]).toEqual([409, '该任务已被处理']);
      expect((await t.call('EmployVacation', 'reject', body, org.leader.token)).status).toBe(409);
      expect(await steps(rec.instanceId)).toEqual(['deptLeaderApprove:completed', 'upperLeaderApprove:open']);
    });

    it('sent twice at once: one approval, the other 409; the next step stays open', async () => {
      for (let i = 0; i < 3; i++) {
        const rec = await submitted();
        const body = { id: rec.id, taskId: rec.task.id };
        const answers = await Promise.all([0, 1].map(() => t.call('EmployVacation', 'approve', body, org.leader.token)));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(await steps(rec.instanceId)).toEqual(['deptLeaderApprove:completed', 'upperLeaderApprove:open']);
      }
    });

    it('the loser of a race for a shared step gets 409, not 403 notYourTask', async () => {
      const rec = await submitted();
      await t.call('EmployVacation', 'approve', { id: rec.id, taskId: rec.task.id }, org.leader.token);
      const [shared] = await openTasks(t, rec.instanceId);
      // offered to both leaders of the department above: the upper leader acts first
      expect((await t.call('EmployVacation', 'approve', { id: rec.id, taskId: shared.id }, org.upperLeader.token)).status).toBe(200);
      const late = await t.call('EmployVacation', 'approve', { id: rec.id, taskId: shared.id }, org.leader.token);
      expect([late.status, late.body.error]).toEqual([409, 'workflow.taskDone']);
    });

    it('an approval by record must name the task, one of that record\'s; someone else\'s task stays refused', async () => {
      const rec = await submitted();
      const other = await submitted();
      const unnamed = await t.call('EmployVacation', 'approve', { id: rec.id }, org.leader.token);
      expect([unnamed.status, unnamed.body.fields?.[0]?.field]).toEqual([400, 'taskId']);
      const wrong = await t.call('EmployVacation', 'approve', { id: rec.id, taskId: other.task.id }, org.leader.token);
      expect([wrong.status, wrong.body.error]).toEqual([404, 'workflow.notTaskOfRecord']);
      expect((await t.call('EmployVacation', 'approve', { id: rec.id, taskId: rec.task.id }, org.staff.token)).body.error).toBe('workflow.notYourTask');
      expect(await steps(rec.instanceId)).toEqual(['deptLeaderApprove:open']);
      expect(await steps(other.instanceId)).toEqual(['deptLeaderApprove:open']);
    });
  });

  describe('Idempotency-Key on creations', () => {
    const key = () => `k-${Math.random().toString(36).slice(2)}-${Date.now()}`;
    const rows = async (ids: number[]) => (await q('SELECT count(*)::int AS n FROM employ_vacation WHERE id = ANY($1)', [ids]))[0].n;
    const mine = async () => (await q('SELECT count(*)::int AS n FROM employ_vacation WHERE created_by = $1', [org.staff.id]))[0].n;

    it('an insert sent again with its key answers the first answer and makes nothing more', async () => {
      const k = key();
      const before = await mine();
      const first = await insert(LEAVE, k);
      expect(first.body.code).toBe('200');
      const again = await insert(LEAVE, k);
      expect(again.body).toEqual(first.body);
      // the answer is the first one, in the language asked now
      const zh = await insert(LEAVE, k).set('Accept-Language', 'zh');
      expect(zh.body.list).toEqual(first.body.list);
      expect(zh.body.msg).toBe('保存成功');
      expect(await mine()).toBe(before + 1);
      // without a key, a second call is a second record (as before)
      await insert();
      await insert();
      expect(await mine()).toBe(before + 3);
      // operations that create nothing ignore the header: the same key on an update is no reuse
      const rec = first.body.list[0];
      const up = await t.call('EmployVacation', 'update', { id: rec.id, version: rec.version, reason: '改' }, org.staff.token).set('Idempotency-Key', k);
      expect(up.body.code).toBe('200');
      expect((await q('SELECT operation FROM sys_idempotency WHERE user_id = $1 AND key = $2', [org.staff.id, k])).map((r: { operation: string }) => r.operation)).toEqual(['EmployVacation.insert']);
    });

    it('duplicates sent at once: one record, both answered with it', async () => {
      const k = key();
      const before = await mine();
      const answers = await Promise.all([0, 1, 2].map(() => insert(LEAVE, k)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.list[0].id)).size).toBe(1);
      expect(await mine()).toBe(before + 1);
    });

    it('a submit sent again with its key answers the first answer instead of "only a draft can be submitted"', async () => {
      const rec = (await insert()).body.list[0];
      const k = key();
      const send = () => t.call('EmployVacation', 'submit', { id: rec.id }, org.staff.token).set('Idempotency-Key', k);
      const first = await send();
      expect(first.body.code).toBe('200');
      const again = await send();
      expect([again.status, again.body.list]).toEqual([200, first.body.list]);
      expect((await q('SELECT count(*)::int AS n FROM wf_instance WHERE business_entity = $1 AND business_id = $2', ['EmployVacation', rec.id]))[0].n).toBe(1);
    });

    it('the same key on another body or operation is refused (422); another user\'s key is theirs', async () => {
      const k = key();
      const first = await insert(LEAVE, k);
      const other = await insert({ ...LEAVE, reason: '另一次' }, k);
      expect([other.status, other.body.error]).toEqual([422, 'IdempotencyKeyReused']);
      const submit = await t.call('EmployVacation', 'submit', { id: first.body.list[0].id }, org.staff.token).set('Idempotency-Key', k);
      expect([submit.status, submit.body.error]).toEqual([422, 'IdempotencyKeyReused']);
      const colleague = await newUser(t, { perms: PERMS, deptId: org.deptId });
      const theirs = await insert(LEAVE, k, colleague.token);
      expect(theirs.body.code).toBe('200');
      expect(theirs.body.list[0].id).not.toBe(first.body.list[0].id);
    });

    it('a refused call keeps no key: sent again corrected, it runs', async () => {
      const k = key();
      const bad = await insert({ ...LEAVE, endDate: '2026-12-01' }, k);
      expect(bad.status).toBe(400);
      expect((await q('SELECT count(*)::int AS n FROM sys_idempotency WHERE key = $1', [k]))[0].n).toBe(0);
      const good = await insert(LEAVE, k);
      expect(good.body.code).toBe('200');
      expect(await rows([good.body.list[0].id])).toBe(1);
      // and from then on the key answers that record
      expect((await insert(LEAVE, k)).body.list[0].id).toBe(good.body.list[0].id);
    });

    it('a key lives 24 hours; a malformed key is refused, not ignored', async () => {
      const k = key();
      const first = await insert(LEAVE, k);
      await q(`UPDATE sys_idempotency SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND key = $2`, [org.staff.id, k]);
      const later = await insert(LEAVE, k);
      expect(later.body.code).toBe('200');
      expect(later.body.list[0].id).not.toBe(first.body.list[0].id);
      // the nightly housekeeping job takes every caller's expired keys
      await q(`UPDATE sys_idempotency SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND key = $2`, [org.staff.id, k]);
      await t.app.get(DataSource).transaction((manager) => t.app.get(SystemTaskService).cleanExpiredTokens(null, { jobId: 0, manager }));
      expect(await q('SELECT key FROM sys_idempotency WHERE created_at < now() - interval \'24 hours\'')).toEqual([]);
      for (const bad of ['x'.repeat(129), 'with space', '']) {
        const r = await t.call('EmployVacation', 'insert', LEAVE, org.staff.token).set('Idempotency-Key', bad);
        expect([bad.length, r.status, r.body.error]).toEqual([bad.length, 400, 'BadHeader']);
      }
    });
  });
});
