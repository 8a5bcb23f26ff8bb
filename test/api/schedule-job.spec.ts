import { DataSource } from 'typeorm';
import { until } from '../setup/until';
import { JobExecutor } from '../../server/src/workflow/timers/job-executor.service';
import { newSession, newUser, NewUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

interface LogRow {
  id: string;
  jobId: number;
  trigger: string;
  startedAt: string;
  durationMs: number | null;
  result: string;
  error: string | null;
  runner: string | null;
}

describe('ScheduleJob (timingTask)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  const newJob = async (body: Record<string, unknown> = {}) => {
    const res = await t.call('ScheduleJob', 'insert', { jobName: uniq('任务'), beanName: 'systemTask', methodName: 'noop', cronExpression: '0 0 3 * * *', ...body }, token);
    expect(res.body).toMatchObject({ code: '200' });
    return res.body.list[0];
  };
  const logsOf = async (jobId: number): Promise<LogRow[]> => {
    const res = await t.call('ScheduleJobLog', 'getList', { jobId, pageSize: 500 }, token);
    expect(res.body.code).toBe('200');
    return res.body.list;
  };

  it('is seeded with the token clean-up job', async () => {
    const res = await t.call('ScheduleJob', 'getList', { beanName: 'systemTask', methodName: 'cleanExpiredTokens' }, token);
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    expect(res.body.list[0]).toMatchObject({ cronExpression: '0 0 3 * * *', status: '1' });
    expect(res.body.list[0].nextRunAt).toBeTruthy();
  });

  it('insert, getById, getList, update and delete as the administrator', async () => {
    const job = await newJob({ params: 'a=1', remark: '测试' });
    expect(job).toMatchObject({ beanName: 'systemTask', methodName: 'noop', params: 'a=1', status: '1', version: 1, lastRunAt: null });
    const next = new Date(job.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect([next.getHours(), next.getMinutes(), next.getSeconds()]).toEqual([3, 0, 0]);

    const got = await t.call('ScheduleJob', 'getById', { id: job.id }, token);
    expect(got.body.list[0].jobName).toBe(job.jobName);
    const list = await t.call('ScheduleJob', 'getList', { jobName: job.jobName }, token);
    expect(list.body.total).toBe(1);

    // Quartz's '?' (no specific day), as the old system wrote them
    const upd = await t.call('ScheduleJob', 'update', { id: job.id, version: 1, cronExpression: '0 30 4 * * ?' }, token);
    expect(upd.body.list[0]).toMatchObject({ version: 2, cronExpression: '0 30 4 * * ?' });
    expect(new Date(upd.body.list[0].nextRunAt).getMinutes()).toBe(30);

    // status changes only through pause and resume
    const sneaky = await t.call('ScheduleJob', 'update', { id: job.id, status: '0', nextRunAt: null }, token);
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.error).toBe('ReadOnlyFields');
    expect(sneaky.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['nextRunAt', 'status']);
    const unchanged = (await t.call('ScheduleJob', 'getById', { id: job.id }, token)).body.list[0];
    expect(unchanged).toMatchObject({ status: '1', version: 2 });
    expect(unchanged.nextRunAt).toBeTruthy();

    expect((await t.call('ScheduleJob', 'delete', { id: job.id }, token)).body.code).toBe('200');
    expect((await t.call('ScheduleJob', 'getById', { id: job.id }, token)).status).toBe(404);
  });

  it('rejects an invalid cron expression, naming cronExpression', async () => {
    for (const cron of ['not a cron', '61 * * * * *', '0 0 3 * * * 2030']) {
      const res = await t.call('ScheduleJob', 'insert', { jobName: uniq('任务'), beanName: 'systemTask', methodName: 'noop', cronExpression: cron }, token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400');
      expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['cronExpression']);
      expect(res.body.msg).toContain(cron);
    }
    const job = await newJob();
    const upd = await t.call('ScheduleJob', 'update', { id: job.id, cronExpression: '* * *' }, token);
    expect(upd.status).toBe(400);
    expect(upd.body.fields[0].field).toBe('cronExpression');
  });

  it('rejects a bean or method no module registered', async () => {
    const bean = await t.call('ScheduleJob', 'insert', { jobName: uniq('任务'), beanName: 'noSuchBean', methodName: 'noop', cronExpression: '0 0 3 * * *' }, token);
    expect(bean.status).toBe(400);
    expect(bean.body.msg).toContain('noSuchBean.noop');
    expect(bean.body.fields[0].field).toBe('beanName');
    const job = await newJob();
    const method = await t.call('ScheduleJob', 'update', { id: job.id, methodName: 'noSuchMethod' }, token);
    expect(method.status).toBe(400);
    expect(method.body.fields[0].field).toBe('methodName');
  });

  it('lists the registered handlers for the form', async () => {
    const res = await t.call('ScheduleJob', 'getHandlerList', {}, token);
    const names = res.body.list.map((h: { beanName: string; methodName: string }) => `${h.beanName}.${h.methodName}`);
    expect(names).toEqual(expect.arrayContaining(['systemTask.cleanExpiredTokens', 'systemTask.noop', 'systemTask.fail']));
  });

  it('pause clears the next run, resume sets it again', async () => {
    const job = await newJob();
    const paused = await t.call('ScheduleJob', 'pause', { id: job.id }, token);
    expect(paused.body.list[0]).toMatchObject({ status: '0', nextRunAt: null, version: 2 });
    // a new expression while paused schedules nothing
    const upd = await t.call('ScheduleJob', 'update', { id: job.id, cronExpression: '0 15 * * * *' }, token);
    expect(upd.body.list[0]).toMatchObject({ status: '0', nextRunAt: null });
    const resumed = await t.call('ScheduleJob', 'resume', { id: job.id }, token);
    expect(resumed.body.list[0].status).toBe('1');
    expect(new Date(resumed.body.list[0].nextRunAt).getMinutes()).toBe(15);
  });

  it('run now runs the handler and logs a success with its duration', async () => {
    const job = await newJob();
    const res = await t.call('ScheduleJob', 'run', { id: job.id }, token);
    expect(res.body.code).toBe('200');
    expect(res.body.list[0]).toMatchObject({ jobId: job.id, trigger: 'manual', result: 'success', error: null });
    expect(res.body.list[0].durationMs).toBeGreaterThanOrEqual(0);
    const logs = await logsOf(job.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ result: 'success', trigger: 'manual', runner: t.app.get(JobExecutor).runner });
    expect((await t.call('ScheduleJob', 'getById', { id: job.id }, token)).body.list[0].lastRunAt).toBeTruthy();
  });

  it('a failing handler is logged as failed with its message', async () => {
    const job = await newJob({ methodName: 'fail' });
    const res = await t.call('ScheduleJob', 'run', { id: job.id }, token);
    expect(res.body.code).toBe('200');
    expect(res.body.list[0]).toMatchObject({ result: 'failed', error: 'deliberate failure' });
    const failed = await t.call('ScheduleJobLog', 'getList', { jobId: job.id, result: 'failed' }, token);
    expect(failed.body.total).toBe(1);
    const byId = await t.call('ScheduleJobLog', 'getById', { id: Number(failed.body.list[0].id) }, token);
    expect(byId.body.list[0].error).toBe('deliberate failure');
  });

  it('the cleanup job deletes only long-expired tokens', async () => {
    const ds = t.app.get(DataSource);
    // a session expired eight days ago and one expired yesterday, beside the user's live one
    const owner = await newUser(t);
    await newSession(t, owner.id, -8 * 24);
    await newSession(t, owner.id, -24);
    const job = (await t.call('ScheduleJob', 'getList', { beanName: 'systemTask', methodName: 'cleanExpiredTokens' }, token)).body.list[0];
    expect((await t.call('ScheduleJob', 'run', { id: job.id }, token)).body.list[0].result).toBe('success');
    const expired = await ds.query(`SELECT expires_at < now() - interval '7 days' AS "longAgo" FROM sys_token WHERE user_id = $1 AND expires_at < now()`, [owner.id]);
    expect(expired).toEqual([{ longAgo: false }]);
  });

  describe('rights', () => {
    let nobody: NewUser;
    let reader: NewUser;
    let jobId: number;

    beforeAll(async () => {
      nobody = await newUser(t);
      reader = await newUser(t, { perms: ['timingTask'] });
      jobId = (await newJob()).id;
    });

    it('pause, resume and run need their own rights', async () => {
      for (const op of ['pause', 'resume', 'run']) {
        for (const u of [nobody, reader]) {
          const res = await t.call('ScheduleJob', op, { id: jobId }, u.token);
          expect([op, res.status, res.body.code]).toEqual([op, 403, '403']);
        }
      }
      expect((await t.call('ScheduleJob', 'getList', {}, nobody.token)).status).toBe(403);
      expect((await t.call('ScheduleJob', 'getList', {}, reader.token)).body.code).toBe('200');
      expect((await t.call('ScheduleJobLog', 'getList', { jobId }, reader.token)).body.code).toBe('200');
      expect(await logsOf(jobId)).toHaveLength(0);
    });
  });

  describe('two server processes on one database', () => {
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      a = await startTestApp({ SCHEDULER: 'on' });
      b = await startTestApp({ SCHEDULER: 'on' });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('run each due fire of a job once', async () => {
      const runners = [a.app.get(JobExecutor).runner, b.app.get(JobExecutor).runner];
      expect(runners[0]).not.toBe(runners[1]);
      const job = await newJob({ cronExpression: '* * * * * *' });
      await until(async () => (await logsOf(job.id)).length >= 4, 'four fires of the job are logged');
      expect((await t.call('ScheduleJob', 'pause', { id: job.id }, token)).body.code).toBe('200');
      const rows = await until(async () => {
        const rs = await logsOf(job.id);
        return rs.every((r) => r.result !== 'running') && rs;
      }, 'no fire of the paused job is still running');

      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.every((r) => r.trigger === 'scheduled' && r.result === 'success')).toBe(true);
      expect(rows.every((r) => runners.includes(r.runner!))).toBe(true);
      // A run starts at or after its fire time, and the next fire time is set after that start, so
      // between two runs lies a whole second: two runs within one second would be one fire run twice.
      const seconds = rows.map((r) => Math.floor(new Date(r.startedAt).getTime() / 1000)).sort((x, y) => x - y);
      expect(new Set(seconds).size).toBe(seconds.length);
      const byRunner = Object.fromEntries(runners.map((r) => [r, rows.filter((x) => x.runner === r).length]));
      process.stdout.write(`schedule-job: ${rows.length} runs, by runner ${JSON.stringify(byRunner)}\n`);
    });
  });
});
