import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { isDatabaseUnavailable } from '../database/db-faults';
import { noteDatabaseFailure } from '../database/db-health';
import { returning } from '../database/sql';

const BATCH = 20;
// A claim is a short lease, renewed while the batch is being sent: a process that dies leaves its mails
// to another within about LEASE_SECONDS, however slow the mail server it was talking to.
const LEASE_SECONDS = 15;
const RENEW_MS = 5_000;
const MAX_ATTEMPTS = 8;
// 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h: a mail server down for an afternoon loses nothing
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

type Claimed = { id: number; to_address: string; subject: string; body: string; attempts: number };

// Sends the outbox (mail-outbox.ts) when SMTP_URL is set. Every process polls; a mail is claimed with
// FOR UPDATE SKIP LOCKED and a lease before it is sent, so two processes never send the same one. A
// process that dies between sending and recording leaves the lease to expire and the mail is sent
// again: at least once on a crash (or a database away for longer than the lease), exactly once otherwise.
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('mail');
  private transport: Transporter | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.smtpUrl) return;
    this.transport = createTransport(this.config.smtpUrl);
    this.timer = setInterval(() => void this.poll(), this.config.mailPollMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  // One poll at a time per process; a slow mail server is not asked twice for the same batch.
  poll(): Promise<void> {
    if (!this.running) this.running = this.sendDue().finally(() => (this.running = null));
    return this.running;
  }

  private async sendDue(): Promise<void> {
    try {
      for (;;) {
        const batch = await this.claim();
        if (!batch.length) return;
        let sent = 0;
        const unsent = new Set(batch.map((m) => m.id));
        const renewing = setInterval(() => void this.renew([...unsent]), RENEW_MS);
        try {
          for (const mail of batch) {
            if (await this.sendOne(mail)) sent++;
            unsent.delete(mail.id);
          }
        } finally {
          clearInterval(renewing);
        }
        this.log.log(`${sent} of ${batch.length} mails sent (process ${process.pid})`);
        if (!this.timer) return; // shutting down
      }
    } catch (e) {
      // the database away: the next poll tries again
      if (isDatabaseUnavailable(e)) noteDatabaseFailure();
      this.log.warn(`mail poll failed: ${(e as Error).message?.slice(0, 200)}`);
    }
  }

  // UPDATE ... RETURNING answers rows in no promised order (the sub-select's ORDER BY does not carry
  // over): sorted here, so mails go out in the order they were written (a to-do before the result)
  private async claim(): Promise<Claimed[]> {
    const rows = await returning<Claimed>(
      this.ds.manager,
      `UPDATE sys_mail_outbox o SET locked_until = now() + make_interval(secs => $2), attempts = o.attempts + 1
        WHERE o.id IN (SELECT id FROM sys_mail_outbox
                        WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING o.id, o.to_address, o.subject, o.body, o.attempts`,
      [BATCH, LEASE_SECONDS],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  // Extends the lease of the batch's mails not sent yet; one that fails (the database away) is retried at
  // the next renewal, and a lease that lapses meanwhile lets another process send the mail.
  private async renew(ids: number[]): Promise<void> {
    if (!ids.length) return;
    try {
      await this.ds.query(
        `UPDATE sys_mail_outbox SET locked_until = now() + make_interval(secs => $2) WHERE id = ANY($1::int[]) AND status = 'pending' AND locked_until IS NOT NULL`,
        [ids, LEASE_SECONDS],
      );
    } catch (e) {
      this.log.warn(`mail lease not renewed: ${(e as Error).message?.slice(0, 200)}`);
    }
  }

  private async sendOne(mail: Claimed): Promise<boolean> {
    try {
      await this.transport!.sendMail({ from: this.config.mailFrom, to: mail.to_address, subject: mail.subject, text: mail.body });
      await this.ds.query(`UPDATE sys_mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1`, [mail.id]);
      return true;
    } catch (e) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      await this.ds.query(
        `UPDATE sys_mail_outbox SET status = $2, locked_until = NULL, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [mail.id, failed ? 'failed' : 'pending', describe(e), backoffSeconds(mail.attempts)],
      );
      return false;
    }
  }
}

// What went wrong, for the administrator's screen: the mail server's answer or the network error,
// never credentials (an address with user:password@ is cut out).
function describe(e: unknown): string {
  const err = e as { code?: unknown; responseCode?: unknown; message?: unknown };
  const text = [err.code, err.responseCode, err.message].filter((x) => x !== undefined && x !== null && x !== '').join(' ');
  return text.replace(/\/\/[^/\s@]*@/g, '//').slice(0, 500) || 'unknown error';
}
