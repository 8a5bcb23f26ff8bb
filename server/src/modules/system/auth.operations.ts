import { Injectable } from '@nestjs/common';
import { assertMayManageUser } from '../../core/access/delegation';
import { SysUserRole } from '../../core/access/sys-role.entity';
import { writeAudit } from '../../core/audit/audit';
import { readAheadCalls } from '../../core/api/ask-ahead';
import { OperationRouter } from '../../core/api/operation-router.service';
import { AuthService } from '../../core/auth/auth.service';
import { verifyPassword } from '../../core/auth/password';
import { SysUser } from '../../core/auth/sys-user.entity';
import { AppException } from '../../core/errors/app.exception';
import { CrudService } from '../../core/resource/crud.service';
import { checkValue, fieldError, validationError } from '../../core/resource/field-validator';
import type { OpContext } from '../../core/resource/op-context';
import { ID_BODY, type BodyOf, type OperationBody } from '../../core/resource/operation-body';
import { Operation } from '../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { sysUserResource } from './system.resources';
import { SystemHooks } from './system.hooks';
import { activeColleagues } from './system.repository';

const passwordField = sysUserResource.fields.password;
// what ID_BODY hands a handler: one record's id, required
type ById = { id: number };

const LOGIN_BODY = {
  username: { type: 'string', label: { zh: '账号', en: 'Username' }, max: 64 },
  password: { type: 'password', label: { zh: '密码', en: 'Password' } },
  // the reads the first screen will make, answered with the sign-in (core/api/ask-ahead.ts)
  ahead: { type: 'json', label: { zh: '预先请求', en: 'Calls asked ahead' } },
} satisfies OperationBody;
const CHANGE_PASSWORD_BODY = {
  oldPassword: { type: 'password', label: { zh: '原密码', en: 'Current password' }, required: true },
  newPassword: { ...passwordField, label: { zh: '新密码', en: 'New password' } },
} satisfies OperationBody;
const FOR_DROP_BODY = { deptId: { type: 'ref', ref: 'SysDept', label: { zh: '部门', en: 'Department' } } } satisfies OperationBody;
const SET_ROLES_BODY = {
  userId: { type: 'ref', ref: 'sysUser', label: { zh: '用户', en: 'User' }, required: true },
  roleIds: { type: 'refs', ref: 'SysRole', label: { zh: '角色', en: 'Roles' }, required: true, max: 200 },
} satisfies OperationBody;

function newPassword(value: unknown, field = 'newPassword'): string {
  const r = checkValue(passwordField, value);
  if (value == null || value === '') throw validationError([fieldError(field, passwordField, 'required')]);
  if (r.reason) throw validationError([fieldError(field, passwordField, r.reason)]);
  return r.value as string;
}

@Injectable()
export class AuthOperations {
  constructor(
    private readonly auth: AuthService,
    private readonly crud: CrudService,
    private readonly hooks: SystemHooks,
    private readonly registry: ResourceRegistry,
    private readonly router: OperationRouter,
  ) {}

  // the staff resource as this application registered it (with the fields other modules add)
  private asUsers(ctx: OpContext): OpContext {
    return { ...ctx, resource: this.registry.resource(sysUserResource.name)! };
  }

  // Not a write transaction on purpose: a failed attempt must be recorded even though sign-in fails.
  // The calls asked ahead are checked before the password is, and answered once the session exists, as
  // its own calls would be.
  @Operation('sysUser', 'login', { public: true, body: LOGIN_BODY })
  async login(ctx: OpContext<BodyOf<typeof LOGIN_BODY>>) {
    const calls = readAheadCalls(ctx.body.ahead);
    const signedIn = await this.auth.login(ctx.manager, ctx.body.username, ctx.body.password, ctx.ip, ctx.lang);
    if (!calls.length) return signedIn;
    const user = await this.auth.authenticate(signedIn.token);
    return { ...signedIn, ahead: await this.router.answerAllAs(user, ctx.lang, calls) };
  }

  // SPEC §7 calls it loginFun
  @Operation('sysUser', 'loginFun', { public: true, body: LOGIN_BODY })
  loginFun(ctx: OpContext<BodyOf<typeof LOGIN_BODY>>) {
    return this.login(ctx);
  }

  @Operation('sysUser', 'logout', { perm: null, write: true, body: {} })
  async logout(ctx: OpContext) {
    await this.auth.logout(ctx.manager, ctx.user!);
    return [];
  }

  @Operation('sysUser', 'getCurrentUser', { perm: null, body: {} })
  async current(ctx: OpContext) {
    const u = await ctx.manager.findOneByOrFail(SysUser, { id: ctx.user!.userId });
    return [{ userId: u.id, username: u.username, name: u.name, enName: u.enName, deptId: u.deptId, companyId: u.companyId, menuIdList: ctx.user!.menuIdList, roleIdList: ctx.user!.roleIdList, allData: ctx.user!.scope.all }];
  }

  @Operation('sysUser', 'changePassword', {
    perm: null,
    write: true,
    body: CHANGE_PASSWORD_BODY,
  })
  async changePassword(ctx: OpContext<BodyOf<typeof CHANGE_PASSWORD_BODY>>) {
    const { oldPassword } = ctx.body;
    if (typeof oldPassword !== 'string' || !oldPassword) throw validationError([fieldError('oldPassword', { ...passwordField, label: { zh: '原密码', en: 'Current password' } }, 'required')]);
    const next = newPassword(ctx.body.newPassword);
    const user = await ctx.manager.findOneByOrFail(SysUser, { id: ctx.user!.userId });
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new AppException('WrongOldPassword');
    await this.auth.setPassword(ctx.manager, user.id, next);
    await this.audit(ctx, user.id, 'changePassword');
    return [];
  }

  @Operation('sysUser', 'resetPassword', {
    perm: 'userManagement:resetPassword',
    write: true,
    body: { ...ID_BODY, password: { type: 'password', label: { zh: '新密码', en: 'New password' }, required: true, min: 8 } },
    ui: { label: { zh: '重置密码', en: 'Reset password' }, placement: 'row', confirm: true, form: { password: { type: 'password', label: { zh: '新密码', en: 'New password' }, required: true, min: 8 } } },
  })
  async resetPassword(ctx: OpContext<ById & { password: string }>) {
    const user = await this.crud.load<SysUser>(ctx, ctx.body.id, true);
    await assertMayManageUser(ctx.manager, ctx.user!, { id: user.id, deptId: user.deptId }, { self: 'allow' });
    await this.auth.setPassword(ctx.manager, user.id, newPassword(ctx.body.password, 'password'));
    await this.audit(ctx, user.id, 'resetPassword');
    return [];
  }

  // Lifts a sign-in lock-out from every address at once (auth.service.ts says how locks work); the
  // per-address throttle stays, being about an address rather than this account.
  @Operation('sysUser', 'unlock', {
    perm: 'userManagement:unlock',
    write: true,
    body: ID_BODY,
    ui: { label: { zh: '解锁', en: 'Unlock' }, placement: 'row', confirm: true },
  })
  async unlock(ctx: OpContext<ById>) {
    const user = await this.crud.load<SysUser>(ctx, ctx.body.id, true);
    await assertMayManageUser(ctx.manager, ctx.user!, { id: user.id, deptId: user.deptId }, { self: 'allow' });
    const cleared = await this.auth.unlock(ctx.manager, user.username);
    await writeAudit(this.asUsers(ctx), 'unlock', user.id, { failures: { old: cleared, new: 0 } });
    return [{ userId: user.id, cleared }];
  }

  // Active staff for pickers; any signed-in user may need to choose a colleague.
  @Operation('sysUser', 'getSysUserInfoForDrop', { perm: null, body: FOR_DROP_BODY })
  async forDrop(ctx: OpContext<BodyOf<typeof FOR_DROP_BODY>>) {
    // every colleague, active, in the declared slim projection: pickers name people across departments
    return activeColleagues(ctx.manager, ['id', ...(sysUserResource.pick ?? [])], typeof ctx.body.deptId === 'number' ? ctx.body.deptId : undefined);
  }

  @Operation('SysUserRole', 'update', {
    perm: 'userManagement:edit',
    write: true,
    body: SET_ROLES_BODY,
  })
  async setRoles(ctx: OpContext<BodyOf<typeof SET_ROLES_BODY>>) {
    const { userId, roleIds } = ctx.body;
    const user = await this.crud.load<SysUser>(this.asUsers(ctx), userId, true);
    const before = (await ctx.manager.find(SysUserRole, { where: { userId: user.id } })).map((l) => l.roleId);
    await this.hooks.guardUserWrite(ctx, user, { roleIds });
    await this.hooks.setUserRoles(ctx, user.id, roleIds);
    await writeAudit(this.asUsers(ctx), 'update', user.id, { roleIds: { old: before, new: roleIds } });
    return [{ userId: user.id, roleIds }];
  }

  private async audit(ctx: OpContext, id: number, action: string) {
    await writeAudit(this.asUsers(ctx), action, id, { password: { changed: true } });
  }
}
