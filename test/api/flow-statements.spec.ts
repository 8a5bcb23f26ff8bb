import type { Logger as TypeOrmLogger } from 'typeorm';
import { DataSource } from 'typeorm';
import { flowOrg, FlowOrg, openTasks } from '../setup/flow-fixtures';
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

  it('reads and updates the task row in one statement', async () => {
    const ins = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-07', endDate: '2026-12-08' }, org.staff.token);
    const sub = await t.call('EmployVacation', 'submit', { id: ins.body.list[0].id }, org.staff.token);
    const [task] = await openTasks(t, sub.body.list[0].instanceId);
    const ds = t.app.get(DataSource);
    const seen: string[] = [];
    const logger = ds.logger;
    const counting: TypeOrmLogger = { ...logger, logQuery: (query) => void seen.push(query) } as TypeOrmLogger;
    Object.assign(ds, { logger: counting });
    try {
      const r = await t.call('MyProcess', 'approve', { taskId: task.id }, org.leader.token);
      expect(r.body.code).toBe('200');
    } finally {
      Object.assign(ds, { logger });
    }
    const onTask = seen.filter((q) => /\bwf_task\b/.test(q));
    // eslint-disable-next-line no-console
    console.log(`final approve: ${seen.length} statements, ${onTask.length} on wf_task\n${seen.join('\n')}`);
    expect(onTask.length).toBeGreaterThan(0);
  });
});
