import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { loadGrant } from '../access/grant.repository';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AppException } from '../errors/app.exception';
import type { CurrentUser } from './current-user';
import { hashPassword, verifyPassword } from './password';
import { SysUser } from './sys-user.entity';
import { SysLoginAttempt, SysToken } from './sys-token.entity';

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_WINDOW_MINUTES = 15;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(manager: EntityManager, rawUsername: unknown, password: unknown, ip?: string) {
    const username = typeof rawUsername === 'string' ? rawUsername.trim() : '';
    if (!username || typeof password !== 'string' || !password) {
      throw new AppException('Validation', {}, [
        ...(!username ? [{ field: 'username', reason: 'required', message: { zh: '账号不能为空', en: 'Account is required' } }] : []),
        ...(typeof password !== 'string' || !password ? [{ field: 'password', reason: 'required', message: { zh: '密码不能为空', en: 'Password is required' } }] : []),
      ]);
    }
    const lockedMinutes = await this.lockedFor(manager, username);
    if (lockedMinutes > 0) throw new AppException('AccountLocked', { minutes: lockedMinutes });

    const user = await manager.findOne(SysUser, { where: { username } });
    const ok = await verifyPassword(user?.passwordHash, password);
    await manager.insert(SysLoginAttempt, { username, success: ok, ip: ip ?? null });
    if (!ok || !user) {
      const now = await this.lockedFor(manager, username);
      if (now > 0) throw new AppException('AccountLocked', { minutes: now });
      throw new AppException('BadCredentials');
    }
    if (user.status !== '1') throw new AppException('AccountDisabled');

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
      expiresAt,
    };
  }

  // Minutes left on a lock: five failures since the last success within the window lock the account
  // for the window, counted from the last failure.
  private async lockedFor(manager: EntityManager, username: string): Promise<number> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS failures, max(at) AS last_failure FROM sys_login_attempt
        WHERE username = $1 AND NOT success AND at > now() - make_interval(mins => $2)
          AND at > COALESCE((SELECT max(at) FROM sys_login_attempt WHERE username = $1 AND success), '-infinity')`,
      [username, LOCK_WINDOW_MINUTES],
    );
    if (row.failures < LOCK_AFTER_FAILURES) return 0;
    const until = new Date(row.last_failure).getTime() + LOCK_WINDOW_MINUTES * 60_000;
    return Math.max(1, Math.ceil((until - Date.now()) / 60_000));
  }

  async authenticate(token: string | undefined): Promise<CurrentUser> {
    if (!token) throw new AppException('NotSignedIn');
    const tokenHash = sha256(token);
    const manager = this.dataSource.manager;
    const [row] = await manager.query(
      `SELECT t.user_id, t.expires_at, t.revoked_at, u.username, u.name, u.dept_id, u.company_id, u.status
         FROM sys_token t JOIN sys_user u ON u.id = t.user_id WHERE t.token_hash = $1`,
      [tokenHash],
    );
    if (!row || row.revoked_at) throw new AppException('NotSignedIn');
    if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppException('TokenExpired');
    if (row.status !== '1') throw new AppException('AccountDisabled');
    const grant = await loadGrant(manager, row.user_id, row.dept_id);
    return {
      userId: row.user_id,
      username: row.username,
      name: row.name,
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
