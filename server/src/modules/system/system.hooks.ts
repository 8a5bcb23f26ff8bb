import { allGrantExtensions } from '../../core/access/access-extensions';
import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { can } from '../../core/access/can';
import { companyOf, refreshCompaniesBelow } from '../../core/access/company-of';
import { assertGrantable, assertMayChangeRole, assertMayManageUser, firstRoleBeyond, isAdmin, loadRoleRights } from '../../core/access/delegation';
import { PermissionMap } from '../../core/access/permission-map';
import { SysDept } from '../../core/access/sys-dept.entity';
import { SysRole, SysRoleDept, SysRoleMenu, SysUserRole } from '../../core/access/sys-role.entity';
import { hashPassword } from '../../core/auth/password';
import { SysToken } from '../../core/auth/sys-token.entity';
import { SysCode } from '../../core/dictionary/sys-code.entity';
import { SysUser } from '../../core/auth/sys-user.entity';
import { AppException } from '../../core/errors/app.exception';
import { Hook } from '../../core/resource/resource.decorators';
import type { OpContext } from '../../core/resource/op-context';
import { SystemError } from './system.errors';
import type { HookPayloads } from '../../core/resource/hook-payloads';
import { isDeptWithin } from './system.repository';

// A user's company follows the department; a department that does not exist is a bad reference.
async function companyOfDept(ctx: OpContext, deptId: number | null | undefined): Promise<number | null> {
  if (deptId == null) return null;
  const company = await companyOf(ctx.manager, deptId);
  if (company === null && !(await ctx.manager.exists(SysDept, { where: { id: deptId } }))) throw new AppException('MissingRef');
  return company;
}

// the key of a link row: its owner ({userId} or {roleId}) or what it links to
type LinkKey = Record<string, number>;

async function replaceLinks(ctx: OpContext, entity: typeof SysUserRole | typeof SysRoleMenu | typeof SysRoleDept, owner: LinkKey, ids: number[]) {
  await ctx.manager.delete(entity, owner);
  if (ids.length) await ctx.manager.insert(entity, ids.map((id) => ({ ...owner, ...linkKey(entity, id) })));
}

function linkKey(entity: unknown, id: number): LinkKey {
  return entity === SysUserRole ? { roleId: id } : entity === SysRoleMenu ? { menuId: id } : { deptId: id };
}

// An insert's or an update's input, with the row it changes on update (hooks on both phases).
interface WritePayload<E> {
  input: Partial<E>;
  current?: E;
}

@Injectable()
export class SystemHooks {
  constructor(private readonly perms: PermissionMap) {}

  // ---- users
  @Hook('sysUser.insert:before')
  async userInsert(ctx: OpContext, { input }: HookPayloads<SysUser>['insert:before']) {
    await this.guardUserWrite(ctx, null, input);
    input.passwordHash = await hashPassword(input.password!);
    input.companyId = await companyOfDept(ctx, input.deptId);
  }

  @Hook('sysUser.update:before')
  async userUpdate(ctx: OpContext, { input, current }: HookPayloads<SysUser>['update:before']) {
    if (input.status && input.status !== '1' && current.id === ctx.user?.userId) {
      throw new AppException(SystemError.disableSelf);
    }
    await this.guardUserWrite(ctx, current, input);
    if ('deptId' in input && input.deptId !== current.deptId) input.companyId = await companyOfDept(ctx, input.deptId);
  }

  // Delegated administration of accounts (core/access/delegation.ts): one's own roles, department and
  // status are not one's own to change; another's account only while its rights are within the caller's;
  // the roles given, measured at the department the user will be in, within the caller's too.
  async guardUserWrite(ctx: OpContext, current: SysUser | null, input: Partial<SysUser>): Promise<void> {
    const user = ctx.user;
    if (!user || isAdmin(user)) return;
    const m = ctx.manager;
    const held = current ? (await m.find(SysUserRole, { where: { userId: current.id } })).map((l) => l.roleId) : [];
    const roleIds: number[] | undefined = Array.isArray(input.roleIds) ? input.roleIds : undefined;
    const deptId = 'deptId' in input ? input.deptId : current?.deptId;
    if (current) {
      const rolesChange = roleIds !== undefined && !sameSet(roleIds, held);
      const rightsChange = rolesChange || deptId !== current.deptId || ('status' in input && input.status !== current.status);
      if (current.id === user.userId) {
        if (rightsChange) throw new AppException('SelfGrant');
        return;
      }
      await assertMayManageUser(m, user, { id: current.id, deptId: current.deptId }, { held });
      if (!rightsChange) return;
    }
    await assertGrantable(m, user, roleIds ?? held, deptId);
  }

  @Hook('sysUser.insert:after')
  @Hook('sysUser.update:after')
  async userRoles(ctx: OpContext, { record, input }: HookPayloads<SysUser>['insert:after']) {
    if (Array.isArray(input.roleIds)) await this.setUserRoles(ctx, record.id, input.roleIds);
    if (input.status && input.status !== '1') await ctx.manager.update(SysToken, { userId: record.id }, { revokedAt: new Date() });
  }

  async setUserRoles(ctx: OpContext, userId: number, roleIds: number[]) {
    // granting the administrator role is itself an administrator's act
    if (roleIds.includes(1) && ctx.user && !isAdmin(ctx.user)) throw new AppException('GrantBeyondOwn');
    // the link table has no foreign key: a role that does not exist is refused here
    if (roleIds.length && (await ctx.manager.count(SysRole, { where: { id: In(roleIds) } })) !== roleIds.length) {
      throw new AppException('MissingRef', {}, [{ field: 'roleIds', reason: 'ref' }]);
    }
    await replaceLinks(ctx, SysUserRole, { userId }, roleIds);
  }

  @Hook('sysUser.read:read')
  async userReadRoles(ctx: OpContext, { rows }: HookPayloads<SysUser>['read:read']) {
    if (!rows.length) return;
    const links = await ctx.manager.find(SysUserRole, { where: { userId: In(rows.map((r) => r.id)) } });
    for (const r of rows) r.roleIds = links.filter((l) => l.userId === r.id).map((l) => l.roleId);
  }

  @Hook('sysUser.delete:before')
  async userDelete(ctx: OpContext, { records }: HookPayloads<SysUser>['delete:before']) {
    for (const r of records) {
      if (r.id === ctx.user?.userId) throw new AppException(SystemError.deleteSelf);
      if (r.username === 'admin') throw new AppException(SystemError.deleteAdmin);
      if (ctx.user) await assertMayManageUser(ctx.manager, ctx.user, { id: r.id, deptId: r.deptId });
    }
    const ids = records.map((r) => r.id);
    await ctx.manager.delete(SysUserRole, { userId: In(ids) });
    await ctx.manager.delete(SysToken, { userId: In(ids) });
  }

  // ---- roles
  @Hook('SysRole.insert:before')
  @Hook('SysRole.update:before')
  async roleRights(ctx: OpContext, { input, current }: WritePayload<SysRole>) {
    if (current?.id === 1) throw new AppException(SystemError.adminRoleFixed);
    const granting = Array.isArray(input.menuIds) || Array.isArray(input.deptIds);
    if (granting && ctx.user && !can(ctx.user, await this.perms.idOf('roleManage:grantMenus'))) throw new AppException('Forbidden');
    const user = ctx.user;
    if (!user || isAdmin(user)) return;
    // a role may not be given rights its author lacks, nor may a role the author could not give be changed
    const [was] = current ? await loadRoleRights(ctx.manager, [current.id]) : [];
    if (current) await assertMayChangeRole(ctx.manager, user, current.id);
    const next = {
      id: current?.id ?? 0,
      dataScope: input.dataScope ?? was?.dataScope ?? '5',
      menuIds: input.menuIds ?? was?.menuIds ?? [],
      deptIds: input.deptIds ?? was?.deptIds ?? [],
      ext: Object.fromEntries(allGrantExtensions().map((e) => [e.name, e.roleAfterWrite(input, was?.ext[e.name])])),
    };
    if (await firstRoleBeyond(ctx.manager, user, [next])) throw new AppException('GrantBeyondOwn');
  }

  @Hook('SysRole.insert:after')
  @Hook('SysRole.update:after')
  async roleLinks(ctx: OpContext, { record, input }: HookPayloads<SysRole>['insert:after']) {
    if (Array.isArray(input.menuIds)) await replaceLinks(ctx, SysRoleMenu, { roleId: record.id }, input.menuIds);
    if (Array.isArray(input.deptIds)) await replaceLinks(ctx, SysRoleDept, { roleId: record.id }, input.deptIds);
  }

  @Hook('SysRole.read:read')
  async roleReadLinks(ctx: OpContext, { rows }: HookPayloads<SysRole>['read:read']) {
    if (!rows.length) return;
    const roleIds = rows.map((r) => r.id);
    const menus = await ctx.manager.find(SysRoleMenu, { where: { roleId: In(roleIds) } });
    const depts = await ctx.manager.find(SysRoleDept, { where: { roleId: In(roleIds) } });
    for (const r of rows) {
      r.menuIds = menus.filter((m) => m.roleId === r.id).map((m) => m.menuId);
      r.deptIds = depts.filter((d) => d.roleId === r.id).map((d) => d.deptId);
    }
  }

  @Hook('SysRole.delete:before')
  async roleDelete(ctx: OpContext, { records }: HookPayloads<SysRole>['delete:before']) {
    const ids = records.map((r) => r.id);
    if (ids.includes(1)) throw new AppException(SystemError.adminRoleKept);
    if (ctx.user) for (const id of ids) await assertMayChangeRole(ctx.manager, ctx.user, id);
    if (await ctx.manager.exists(SysUserRole, { where: { roleId: In(ids) } })) throw new AppException('InUse');
    await ctx.manager.delete(SysRoleMenu, { roleId: In(ids) });
    await ctx.manager.delete(SysRoleDept, { roleId: In(ids) });
  }

  // ---- departments
  @Hook('SysDept.update:before')
  async deptNoCycle(ctx: OpContext, { input, current }: HookPayloads<SysDept>['update:before']) {
    if (input.parentId == null) return;
    // the new parent, or a department above it, is the department itself
    if (await isDeptWithin(ctx.manager, input.parentId, current.id)) throw new AppException(SystemError.deptUnderItself);
  }

  // the company of everyone in the tree follows a move or a change of type (the copy on their account
  // routes their approvals and agents by company)
  @Hook('SysDept.update:after')
  async deptCompanies(ctx: OpContext, { record, before }: HookPayloads<SysDept>['update:after']) {
    if (record.parentId !== before.parentId || record.deptType !== before.deptType) await refreshCompaniesBelow(ctx.manager, record.id);
  }

  @Hook('SysDept.delete:before')
  async deptDelete(ctx: OpContext, { records }: HookPayloads<SysDept>['delete:before']) {
    const ids = records.map((r) => r.id);
    const child = await ctx.manager.exists(SysDept, { where: { parentId: In(ids) } });
    const staff = await ctx.manager.exists(SysUser, { where: { deptId: In(ids) } });
    if (child || staff) throw new AppException(SystemError.deptInUse);
    await ctx.manager.delete(SysRoleDept, { deptId: In(ids) });
  }

  // ---- dictionaries: a dictionary is a row with a mark; an item has a parent dictionary and a value
  @Hook('SysCode.insert:before')
  @Hook('SysCode.update:before')
  async codeShape(ctx: OpContext, { input, current }: WritePayload<SysCode>) {
    const row = { ...current, ...input };
    const isItem = row.parentId != null;
    if (isItem && (!row.value || row.mark)) {
      throw new AppException(SystemError.dictItemShape);
    }
    if (!isItem && !row.mark) throw new AppException(SystemError.dictMarkRequired);
    if (isItem) {
      const parent = await ctx.manager.findOne(SysCode, { where: { id: row.parentId! } });
      if (!parent || parent.parentId != null) throw new AppException(SystemError.dictMissing);
      const clash = await ctx.manager.findOne(SysCode, { where: { parentId: row.parentId!, value: row.value! } });
      if (clash && clash.id !== current?.id) throw new AppException('Duplicate', { field: ctx.lang === 'en' ? 'Value' : '字典值' });
    }
  }

  @Hook('SysCode.delete:before')
  async codeDelete(ctx: OpContext, { records }: HookPayloads<SysCode>['delete:before']) {
    const ids = records.map((r) => r.id);
    if (await ctx.manager.exists(SysCode, { where: { parentId: In(ids) } })) {
      throw new AppException(SystemError.dictHasItems);
    }
  }
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
