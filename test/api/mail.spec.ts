import { ChildProcess, spawn } from 'node:child_process';
import { until } from '../setup/until';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { MailSender } from '../../server/src/core/notify/mail-sender';
import { flowOrg, FlowOrg, openTasks, receivesMail } from '../setup/factories';
import { freePort } from '../setup/free-port';
import { smtpSink } from '../setup/smtp-sink';
import { ADMIN_PASSWORD, databaseEnv, startTestApp, TestApp } from '../setup/test-app';

// Issue 11 §2: approvers and applicants who receive mail are written to through an outbox, in the same
// transaction as the task or the end of the request, and in their own language; a sender claims each
// mail so that it goes out once, also with two server processes; without SMTP_URL mails wait and the
// administrator sees them.
const PERMS = ['vacationApplication', 'vacationApplication:add'];
const onServer = process.env.TEST_DATABASE_KIND === 'postgres';

describe('mail to approvers and applicants', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let t: TestApp;
  let ds: DataSource;
  let org: FlowOrg;

  beforeAll(async () => {
    sink = await smtpSink();
    // polled by the test itself, so what is sent is sent when the test says
    t = await startTestApp({ SMTP_URL: sink.url, MAIL_POLL_MS: '3600000', PUBLIC_URL: 'https://crew.example.com/' });
    ds = t.app.get(DataSource);
    org = await flowOrg(t, PERMS);
    // what earlier files of this worker's database left waiting is not this test's to send
    await ds.query(`UPDATE sys_mail_outbox SET status = 'sent' WHERE status = 'pending'`);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('tells each approver in their language with a link to the task, and the applicant at the end; nobody else', async () => {
    await receivesMail(t, org.leader, 'leader@example.com', 'en');
    await receivesMail(t, org.upperLeader, 'upper@example.com', 'zh');
    await receivesMail(t, org.staff, 'staff@example.com', 'zh');
    // the language of the last sign-in is what counts: the applicant signs in in English
    expect((await t.call('sysUser', 'login', { username: org.staff.username, password: org.staff.password }, undefined, 'en')).status).toBe(200);
    const ins = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-01', endDate: '2026-12-08', reason: 'mail' }, org.staff.token);
    const sub = await t.call('EmployVacation', 'submit', { id: ins.body.list[0].id }, org.staff.token);
    expect(sub.status).toBe(200);
    const [first] = await openTasks(t, sub.body.list[0].instanceId);
    await t.app.get(MailSender).poll();
    expect(sink.received).toEqual([
      {
        to: 'leader@example.com',
        subject: expect.stringMatching(new RegExp(`^Waiting for your approval: .*${sub.body.list[0].code}$`)),
        text: expect.stringContaining(`Open: https://crew.example.com/home/myAgency?task=${first.id}`),
      },
    ]);
    expect(sink.received[0].text).toMatch(/is waiting for you\./);

    expect((await t.call('MyProcess', 'approve', { taskId: first.id }, org.leader.token)).status).toBe(200);
    const [second] = await openTasks(t, sub.body.list[0].instanceId);
    expect((await t.call('MyProcess', 'approve', { taskId: second.id }, org.upperLeader.token)).status).toBe(200);
    await t.app.get(MailSender).poll();
    expect(sink.received.slice(1)).toEqual([
      { to: 'upper@example.com', subject: expect.stringMatching(/^待您审批：/), text: expect.stringContaining(`打开：https://crew.example.com/home/myAgency?task=${second.id}`) },
      { to: 'staff@example.com', subject: expect.stringMatching(/^Approved: /), text: expect.stringContaining('Your request has been approved.') },
    ]);
    // every mail sent once, recorded as sent
    const rows = await ds.query(`SELECT status, attempts FROM sys_mail_outbox WHERE to_address IN ('leader@example.com', 'upper@example.com', 'staff@example.com')`);
    expect(rows).toEqual([...Array(3)].map(() => ({ status: 'sent', attempts: 1 })));
  });

  it('a refused mail waits with its reason and backs off; after every attempt it fails, and the administrator can send it again', async () => {
    const refusing = await smtpSink({ refuse: true });
    const other = await startTestApp({ SMTP_URL: refusing.url, MAIL_POLL_MS: '3600000' });
    try {
      const [{ id }] = await ds.query(`INSERT INTO sys_mail_outbox (user_id, to_address, lang, subject, body) VALUES ($1, 'nobody@example.com', 'en', 'refused', 'x') RETURNING id`, [org.staff.id]);
      await other.app.get(MailSender).poll();
      const [row] = await ds.query(`SELECT status, attempts, last_error, next_attempt_at > now() + interval '20 seconds' AS later, locked_until FROM sys_mail_outbox WHERE id = $1`, [id]);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, later: true, locked_until: null });
      expect(row.last_error).toMatch(/550/);
      // the eighth attempt is the last
      await ds.query(`UPDATE sys_mail_outbox SET attempts = 7, next_attempt_at = now() WHERE id = $1`, [id]);
      await other.app.get(MailSender).poll();
      expect((await ds.query(`SELECT status, attempts FROM sys_mail_outbox WHERE id = $1`, [id]))[0]).toEqual({ status: 'failed', attempts: 8 });
      // the administrator's screen lists it and sends it again; others may not see the outbox
      const admin = await t.adminToken();
      const listed = await t.call('SysMailOutbox', 'getList', { status: 'failed', toAddress: 'nobody@' }, admin);
      expect(listed.body.list.map((m: { id: number }) => m.id)).toContain(id);
      expect((await t.call('SysMailOutbox', 'getList', {}, org.staff.token)).status).toBe(403);
      expect((await t.call('SysMailOutbox', 'retry', { id }, org.staff.token)).status).toBe(403);
      expect((await t.call('SysMailOutbox', 'retry', { id }, admin)).status).toBe(200);
      expect((await ds.query(`SELECT status, attempts FROM sys_mail_outbox WHERE id = $1`, [id]))[0]).toEqual({ status: 'pending', attempts: 0 });
      // only a failed mail is sent again
      expect((await t.call('SysMailOutbox', 'retry', { id }, admin)).status).toBe(404);
      await ds.query(`DELETE FROM sys_mail_outbox WHERE id = $1`, [id]);
    } finally {
      await other.close();
      await refusing.close();
    }
  });

  it('without SMTP_URL, mails wait in the outbox', async () => {
    const quiet = await startTestApp();
    try {
      const before = (await ds.query(`SELECT count(*)::int AS n FROM sys_mail_outbox WHERE status = 'pending'`))[0].n;
      const ins = await quiet.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-10', endDate: '2026-12-11' }, org.staff.token);
      expect((await quiet.call('EmployVacation', 'submit', { id: ins.body.list[0].id }, org.staff.token)).status).toBe(200);
      expect((await ds.query(`SELECT count(*)::int AS n FROM sys_mail_outbox WHERE status = 'pending'`))[0].n).toBe(before + 1);
    } finally {
      await quiet.close();
    }
  });
});

describe('mail with two server processes', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await sink?.close();
  });

  (onServer ? it : it.skip)('sends each mail exactly once', async () => {
    sink = await smtpSink();
    const ds = new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL });
    await ds.initialize();
    try {
      const tag = `twice-${Date.now().toString(36)}`;
      const [{ id: userId }] = await ds.query(`SELECT id FROM sys_user ORDER BY id LIMIT 1`);
      const port = await freePort();
      const root = path.resolve(__dirname, '../..');
      let out = '';
      child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(root, 'server/src/main.ts')], {
        cwd: root,
        env: { ...process.env, WORKERS: '2', ...databaseEnv(), PORT: String(port), ADMIN_PASSWORD, LOG_LEVEL: 'info', SCHEDULER: 'off', WEB_DIST: '/nonexistent', SMTP_URL: sink.url, MAIL_POLL_MS: '50' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      // the mails are written once both workers poll
      await until(() => {
        if (child!.exitCode !== null) throw new Error(`server did not start: ${out.slice(-2000)}`);
        return /"context":"cluster".*listening on/.test(out);
      }, 'the cluster says every worker listens', 120_000);
      await ds.query(
        `INSERT INTO sys_mail_outbox (user_id, to_address, lang, subject, body) SELECT $1, 'many@example.com', 'en', $2 || '-' || g, 'x' FROM generate_series(1, 200) g`,
        [userId, tag],
      );
      await until(async () => {
        if (child!.exitCode !== null) throw new Error(`server exited: ${out.slice(-1500)}`);
        return (await ds.query(`SELECT count(*)::int AS n FROM sys_mail_outbox WHERE subject LIKE $1 AND status <> 'sent'`, [`${tag}-%`]))[0].n === 0;
      }, 'the 200 mails are sent', 60_000);
      const subjects = sink.received.filter((m) => m.subject.startsWith(tag)).map((m) => m.subject);
      expect(subjects).toHaveLength(200);
      expect(new Set(subjects).size).toBe(200);
      // both processes sent some: the claims, not luck, kept them apart
      expect(new Set([...out.matchAll(/mails sent \(process (\d+)\)/g)].map((m) => m[1])).size).toBe(2);
    } finally {
      await ds.destroy();
    }
  }, 120_000);
});
