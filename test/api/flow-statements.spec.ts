import type { Logger as TypeOrmLogger } from 'typeorm';
import { DataSource } from 'typeorm';
import { flowOrg, FlowOrg, newRequest, openTasks } from '../setup/factories';
import { startTestApp, TestApp } from '../setup/test-app';

// Issue 10 §4: a command reads its task row once. Counted on the statements TypeORM sends while the
// last approval of a one-step leave runs (the test app has no scheduler, so nothing else is running).
const PERMS = ['vacationApplication', 'vacationApplication:add'];

describe('statements of a final approval', () => {
  let t: TestApp;
  let org: FlowOrg;

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
  });
  afterAll(() => t?.close());

  it('touches the task row twice: the instance lock finds it, one UPDATE ... RETURNING completes it', async () => {
    const { task } = await newRequest(t, org, 'EmployVacation', { submit: true });
    const ds = t.app.get(DataSource);
    const seen: string[] = [];
    const logger = ds.logger;
    const counting: TypeOrmLogger = Object.assign(Object.create(logger), { logQuery: (query: string) => void seen.push(query) });
    Object.assign(ds, { logger: counting });
    try {
      const r = await t.call('MyProcess', 'approve', { taskId: task!.id }, org.leader.token);
      expect(r.body.code).toBe('200');
    } finally {
      Object.assign(ds, { logger });
    }
    // the sign-in check before the call is prepared outside TypeORM on a PostgreSQL server (not logged
    // there) and logged on the embedded database: counted in neither
    seen.splice(0, seen.length, ...seen.filter((q) => !q.startsWith('WITH RECURSIVE tok AS')));
    const onTask = seen.filter((q) => /\bwf_task\b/.test(q));
    const byId = onTask.filter((q) => /\bid"?\s*=\s*\$1\b/.test(q));
    // before issue 10: 20 statements, 5 on wf_task, 3 of them on the task by id (read, update, read again);
    // now 14 after the sign-in check (13 and, since issue 11, the applicant's mail), 3 and 2: no second cancelling of open tasks when the flow ends, no engine-timer rewrite for a
    // definition without timers, the approval message written in one INSERT ... SELECT
    expect(byId).toEqual([expect.stringMatching(/FOR UPDATE$/), expect.stringMatching(/^UPDATE wf_task[\s\S]*RETURNING/)]);
    // the other: the instance's tasks still open after the step (cancelled if the engine no longer waits)
    expect(onTask).toHaveLength(3);
    expect(seen.filter((q) => /\bwf_timer\b/.test(q))).toEqual([expect.stringMatching(/^DELETE FROM "wf_timer" WHERE "instance_id" = \$1$/)]);
    // issue 19: one more, the transaction's id read just before COMMIT, so a COMMIT whose answer is lost
    // with its connection can be looked up (txid_status) instead of answered 503 or done twice
    expect(seen.filter((q) => /txid_current_if_assigned/.test(q))).toHaveLength(1);
    // issue 20: one more, the applicant's language, which the module's finish hooks run in
    expect(seen.filter((q) => /FROM "sys_user"/.test(q) && /"lang"/.test(q))).toHaveLength(1);
    expect(seen).toHaveLength(16);
  });
});
