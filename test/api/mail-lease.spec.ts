import { ChildProcess, spawn } from 'node:child_process';
import { until } from '../setup/until';
import net from 'node:net';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { MailSender } from '../../server/src/core/notify/mail-sender';
import { freePort } from '../setup/free-port';
import { smtpSink } from '../setup/smtp-sink';
import { ADMIN_PASSWORD, databaseEnv, startTestApp } from '../setup/test-app';

// Issue 19: a mail claimed by a process that dies used to wait out a 120 s lease. The lease is short
// (15 s) and renewed while the send is in flight, so a slow mail server keeps it, and a dead sender's mail
// goes to another process once its lease lapses.
//
// The sender that dies is a server process killed with SIGKILL: on the embedded database it would be a
// client of the test run's own single session, killed in the middle of its statements, so this runs on a
// PostgreSQL server only.
const root = path.resolve(__dirname, '../..');
const onServer = process.env.TEST_DATABASE_KIND === 'postgres';

(onServer ? describe : describe.skip)('mail lease', () => {
  let child: ChildProcess | undefined;
  let silent: net.Server | undefined;
  const hung = new Set<net.Socket>();

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const s of hung) s.destroy();
    await new Promise((r) => (silent ? silent.close(r) : r(undefined)));
  });

  it('is short and renewed while the mail server is slow; a dead sender\'s mail goes out from another process', async () => {
    const ds = new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL });
    await ds.initialize();
    const sink = await smtpSink();
    try {
      // a mail server that accepts the connection and never says a word: the send hangs
      silent = net.createServer((s) => {
        hung.add(s);
        s.on('error', () => undefined);
      });
      const smtpPort = await freePort();
      await new Promise<void>((r) => silent!.listen(smtpPort, '127.0.0.1', r));
      // nothing else of this database's outbox is this test's to send
      await ds.query(`UPDATE sys_mail_outbox SET status = 'sent' WHERE status = 'pending'`);
      const [{ id: userId }] = await ds.query(`SELECT id FROM sys_user ORDER BY id LIMIT 1`);
      const [{ id }] = await ds.query(`INSERT INTO sys_mail_outbox (user_id, to_address, lang, subject, body) VALUES ($1, 'lease@example.com', 'en', 'lease', 'x') RETURNING id`, [userId]);

      let out = '';
      child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(root, 'server/src/main.ts')], {
        cwd: root,
        env: { ...process.env, WORKERS: '1', ...databaseEnv(), PORT: String(await freePort()), ADMIN_PASSWORD, LOG_LEVEL: 'warn', SCHEDULER: 'off', WEB_DIST: '/nonexistent', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: '100' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      const lease = async () =>
        (await ds.query(`SELECT locked_until AS "lockedUntil", locked_until <= now() + interval '15 seconds' AS short, status FROM sys_mail_outbox WHERE id = $1`, [id]))[0];

      // claimed, and the send under way
      const first = await until(async () => {
        if (child!.exitCode !== null) throw new Error(`server exited: ${out.slice(-2000)}`);
        const l = await lease();
        return l.lockedUntil && l;
      }, 'a worker claims the mail', 120_000);
      expect(first).toMatchObject({ short: true, status: 'pending' });
      // renewed while the send hangs
      const renewed = await until(async () => {
        const l = await lease();
        return l.lockedUntil.getTime() > first.lockedUntil.getTime() && l;
      }, 'the lease is renewed while the send hangs', 15_000);
      expect(renewed).toMatchObject({ short: true, status: 'pending' });

      // the sender dies with the mail claimed: another process sends it once the short lease lapses
      child.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));
      const other = await startTestApp({ SMTP_URL: sink.url, MAIL_POLL_MS: '3600000' });
      try {
        await until(async () => {
          await other.app.get(MailSender).poll();
          return sink.received.some((m) => m.to === 'lease@example.com');
        }, 'another process sends the mail once the lease lapses', 30_000);
        expect(sink.received.filter((m) => m.to === 'lease@example.com')).toHaveLength(1);
        expect((await lease()).status).toBe('sent');
      } finally {
        await other.close();
      }
    } finally {
      await sink.close();
      await ds.destroy();
    }
  }, 120_000);
});
