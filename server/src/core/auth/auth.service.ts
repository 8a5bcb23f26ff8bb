import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { grantOf, grantSql, loadGrant } from '../access/grant.repository';
import { EMBEDDED } from '../database/database.providers';
import type { EmbeddedPostgres } from '../database/embedded-postgres';
import { preparedRunner } from '../database/prepared';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AppException, FieldError } from '../errors/app.exception';
import { checkValue, fieldError, validationError } from '../resource/field-validator';
import type { FieldDecl } from '../resource/resource.types';
import type { CurrentUser } from './current-user';
import { hashPassword, verifyPassword } from './password';
import { SysUser } from './sys-user.entity';
import { SysLoginAttempt, SysToken } from './sys-token.entity';
import { isDatabaseUnavailable } from '../database/db-faults';

// Sign-in hygiene. Failures are counted per (username, source address):
// - LOCK_AFTER_FAILURES wrong passwords for one username from one address within LOCK_WINDOW_MINUTES lock
//   that username for that address only, for the window counted from the last failure, so a stranger's
//   guessing cannot lock its owner (the administrator above all) out from everywhere. The right password
//   does not unlock early; a success from that address, or an administrator's unlock (sysUser/unlock,
//   which clears the username's failures from every address), starts the count afresh.
// - Per-address throttle: THROTTLE_FAILURES failures from one address within the window refuse every
//   sign-in from it (429, Retry-After) until enough of them leave the window; it stops one address
//   guessing across many accounts. It is proportional: each account counts at most LOCK_AFTER_FAILURES of
//   its failures (its lock stops it there anyway), so the address is throttled only once at least
//   THROTTLE_FAILURES / LOCK_AFTER_FAILURES (40) accounts failed from it. An office behind one address
//   shares it: one person's typos (30 failures over a few sessions and colleagues' accounts, which was
//   once the whole limit) lock their own account there and nobody else's. A success does not lift it (an
//   attacker's own account would), nor does an unlock (that is about an account, not an address).
// - Refused attempts (locked, throttled) are not recorded: the bytes never reached a password check, and
//   recording them would let an attacker keep a lock alive forever.
// The address is req.ip: the socket's unless TRUST_PROXY names the proxies whose X-Forwarded-For counts.
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_WINDOW_MINUTES = 15;
export const THROTTLE_FAILURES = 200;

// sys_login_attempt.username is varchar(64): a longer name is no account's and is not stored
const USERNAME: FieldDecl = { type: 'string', max: 64, label: { zh: '账号', en: 'Account' } };
// generous: ADMIN_PASSWORD may be longer than the passwords the screens take; argon2 hashes any length
const PASSWORD: FieldDecl = { type: 'password', max: 1024, label: { zh: '密码', en: 'Password' } };
const UNKNOWN_ADDRESS = 'unknown';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const minutesUntil = (ms: number) => Math.max(1, Math.ceil((ms - Date.now()) / 60_000));

@Injectable()
export class AuthService {
  private readonly prepared: ReturnType<typeof preparedRunner>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // the embedded database serves every connection from one session: no named statements there
    @Inject(EMBEDDED) embedded: EmbeddedPostgres | null,
  ) {
    this.prepared = preparedRunner(dataSource, !embedded);
  }

  // `lang`: the language of the sign-in, kept as the one mails to the user are written in
  async login(manager: EntityManager, rawUsername: unknown, rawPassword: unknown, ip?: string, lang: 'zh' | 'en' = 'zh') {
    const { username, password } = signInInput(rawUsername, rawPassword);
    const address = ip || UNKNOWN_ADDRESS;
    // a cheap refusal while locked or throttled, before any write
    const early = await this.refusal(manager, username, address);
    if (early) throw early;
    // The attempt is recorded as a failure before the password is checked, and checked again counting
    // only the attempts before it: many concurrent guesses then get LOCK_AFTER_FAILURES checks, not one
    // each. A refused one is removed again (refusals are not recorded).
    const [{ id }] = await manager.query(`INSERT INTO sys_login_attempt (username, success, ip) VALUES ($1, false, $2) RETURNING id`, [username, address]);
    const late = await this.refusal(manager, username, address, id);
    if (late) {
      await manager.delete(SysLoginAttempt, { id });
      throw late;
    }

    try {
      return await this.checked(manager, id, username, password, address, lang);
    } catch (e) {
      // The database failed mid-way (a dropped connection answers 503): the attempt stays recorded as a
      // failure though no password was found wrong, and five such would lock the account (the
      // administrator's, under a database fault). It is taken back, trying a few times, as a refused one is.
      if (isDatabaseUnavailable(e)) await this.forget(manager, id);
      throw e;
    }
  }

  private async forget(manager: EntityManager, id: string): Promise<void> {
    for (let i = 0; i < 3; i++) {
      try {
        await manager.query('DELETE FROM sys_login_attempt WHERE id = $1 AND NOT success', [id]);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  // The password check and the session, once the attempt is recorded (`id`).
  private async checked(manager: EntityManager, id: string, username: string, password: string, address: string, lang: 'zh' | 'en') {
    const user = await manager.findOne(SysUser, { where: { username } });
    const ok = (await verifyPassword(user?.passwordHash, password)) && !!user;
    if (!ok || !user) {
      const locked = await this.lockedUntil(manager, username, address);
      if (locked) throw new AppException('AccountLocked', { minutes: minutesUntil(locked) });
      throw new AppException('BadCredentials');
    }
    await manager.update(SysLoginAttempt, { id }, { success: true });
    if (user.status !== '1') throw new AppException('AccountDisabled');
    if (user.lang !== lang) await manager.update(SysUser, { id: user.id }, { lang });

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.tokenTtlSeconds * 1000);
    await manager.insert(SysToken, { tokenHash: sha256(token), userId: user.id, expiresAt });
    const grant = await loadGrant(manager, user.id, user.deptId);
    return {
      userId: user.id,
      token,
      username: user.username,
      name: user.name,
      enName: user.enName,
      deptId: user.deptId,
      companyId: user.companyId,
      menuIdList: grant.menuIdList,
      roleIdList: grant.roleIdList,
      // holds all data rights: the web offers the writes of company-wide data (ResourceMeta.allData)
      allData: grant.scope.all,
      expiresAt,
    };
  }

  // Why this attempt may not be checked (the address throttled, the pair locked), counting the attempts
  // recorded before `beforeId` when given.
  private async refusal(manager: EntityManager, username: string, address: string, beforeId?: string): Promise<AppException | null> {
    const throttledUntil = await this.throttledUntil(manager, address, beforeId);
    if (throttledUntil) {
      const seconds = Math.ceil((throttledUntil - Date.now()) / 1000);
      return new AppException('TooManyAttempts', { minutes: minutesUntil(throttledUntil), retryAfterSeconds: Math.max(1, seconds) });
    }
    const lockedUntil = await this.lockedUntil(manager, username, address, beforeId);
    return lockedUntil ? new AppException('AccountLocked', { minutes: minutesUntil(lockedUntil) }) : null;
  }

  // When the pair's lock ends (ms), or null: LOCK_AFTER_FAILURES uncleared failures of the pair since its
  // last success, within the window. Both readings go down the (username, ip, at) index.
  private async lockedUntil(manager: EntityManager, username: string, address: string, beforeId?: string): Promise<number | null> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS failures, max(at) AS last_failure FROM sys_login_attempt
        WHERE username = $1 AND ip = $2 AND NOT success AND NOT cleared AND at > now() - make_interval(mins => $3)
          AND ($4::bigint IS NULL OR id < $4)
          AND at > COALESCE((SELECT max(at) FROM sys_login_attempt
                              WHERE username = $1 AND ip = $2 AND success AND at > now() - make_interval(mins => $3)), '-infinity')`,
      [username, address, LOCK_WINDOW_MINUTES, beforeId ?? null],
    );
    if (row.failures < LOCK_AFTER_FAILURES) return null;
    const until = new Date(row.last_failure).getTime() + LOCK_WINDOW_MINUTES * 60_000;
    return until > Date.now() ? until : null;
  }

  // Of the address's failures within the window, each account's LOCK_AFTER_FAILURES most recent count; the
  // THROTTLE_FAILURES-th most recent of those, if there is one, says the address is throttled and when it
  // frees: as that failure leaves the window (an account's older failures leave before its counted ones).
  // Reads the (ip, at) index: the rows are bounded, since a locked or throttled attempt is not recorded.
  private async throttledUntil(manager: EntityManager, address: string, beforeId?: string): Promise<number | null> {
    const [row] = await manager.query(
      `SELECT at FROM (
         SELECT at, row_number() OVER (PARTITION BY username ORDER BY at DESC, id DESC) AS nth FROM sys_login_attempt
          WHERE ip = $1 AND NOT success AND at > now() - make_interval(mins => $2) AND ($4::bigint IS NULL OR id < $4)
       ) f WHERE nth <= $5
        ORDER BY at DESC OFFSET $3 LIMIT 1`,
      [address, LOCK_WINDOW_MINUTES, THROTTLE_FAILURES - 1, beforeId ?? null, LOCK_AFTER_FAILURES],
    );
    if (!row) return null;
    const until = new Date(row.at).getTime() + LOCK_WINDOW_MINUTES * 60_000;
    return until > Date.now() ? until : null;
  }

  // An administrator lifts a lock: the username's failures, from every address, stop counting.
  // Answers how many failures were cleared.
  async unlock(manager: EntityManager, username: string): Promise<number> {
    const res = await manager.query(
      `UPDATE sys_login_attempt SET cleared = true
        WHERE username = $1 AND NOT success AND NOT cleared AND at > now() - make_interval(mins => $2)`,
      [username, LOCK_WINDOW_MINUTES],
    );
    return Array.isArray(res) && typeof res[1] === 'number' ? res[1] : 0;
  }

  async authenticate(token: string | undefined): Promise<CurrentUser> {
    if (!token) throw new AppException('NotSignedIn');
    const tokenHash = sha256(token);
    // the token, its user and the user's grant in one statement, planned once per connection: this runs
    // before every call
    const { ctes, columns } = grantSql('(SELECT user_id FROM tok)', '(SELECT dept_id FROM tok)');
    const [row] = await this.prepared<Record<string, any>>(
      `WITH RECURSIVE tok AS (
         SELECT t.user_id, t.expires_at, t.revoked_at, u.username, u.name, u.en_name, u.dept_id, u.company_id, u.status
           FROM sys_token t JOIN sys_user u ON u.id = t.user_id WHERE t.token_hash = $1
       ), ${ctes}
       SELECT tok.*, ${columns} FROM tok`,
      [tokenHash],
    );
    if (!row || row.revoked_at) throw new AppException('NotSignedIn');
    if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppException('TokenExpired');
    if (row.status !== '1') throw new AppException('AccountDisabled');
    const grant = grantOf(row, row.dept_id);
    return {
      userId: row.user_id,
      username: row.username,
      name: row.name,
      enName: row.en_name,
      deptId: row.dept_id,
      companyId: row.company_id,
      tokenHash,
      ...grant,
    };
  }

  async logout(manager: EntityManager, user: CurrentUser): Promise<void> {
    await manager.update(SysToken, { tokenHash: user.tokenHash }, { revokedAt: new Date() });
  }

  async revokeAll(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(SysToken, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async setPassword(manager: EntityManager, userId: number, plain: string): Promise<void> {
    await manager.update(SysUser, { id: userId }, { passwordHash: await hashPassword(plain), passwordChangedAt: new Date() });
    await this.revokeAll(manager, userId);
  }
}

// The sign-in body, checked as declared fields are: the username trimmed and at most its column.
function signInInput(rawUsername: unknown, rawPassword: unknown): { username: string; password: string } {
  const errors: FieldError[] = [];
  const u = rawUsername === undefined || rawUsername === null ? { value: '' } : checkValue(USERNAME, rawUsername);
  if (u.reason) errors.push(fieldError('username', USERNAME, u.reason));
  else if (!u.value) errors.push(fieldError('username', USERNAME, 'required'));
  const p = rawPassword === undefined || rawPassword === null || rawPassword === '' ? { value: '' } : checkValue(PASSWORD, rawPassword);
  if (p.reason) errors.push(fieldError('password', PASSWORD, p.reason));
  else if (!p.value) errors.push(fieldError('password', PASSWORD, 'required'));
  if (errors.length) throw validationError(errors);
  return { username: u.value as string, password: p.value as string };
}
