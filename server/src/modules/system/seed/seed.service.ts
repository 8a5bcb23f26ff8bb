import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { SysDept } from '../../../core/access/sys-dept.entity';
import { shippedMenus } from '../../../core/access/menu-declarations';
import { SysMenu } from '../../../core/access/sys-menu.entity';
import { SysRole, SysRoleDept, SysRoleMenu, SysUserRole } from '../../../core/access/sys-role.entity';
import { hashPassword } from '../../../core/auth/password';
import { SysUser } from '../../../core/auth/sys-user.entity';
import { APP_CONFIG, AppConfig, generatePassword } from '../../../core/config/app-config';
import { withSchemaLock } from '../../../core/database/database.providers';
import { shippedDictionaries } from '../../../core/dictionary/dictionary-declarations';
import { SysCode } from '../../../core/dictionary/sys-code.entity';
import { addDeptLeader, addFlowApprover } from '../../../workflow/workflow.api';
import { DEMO_APPROVERS, DEMO_PASSWORD, DEMO_ROLES, DEMO_STAFF, demoEmail, ORG_SEED } from './org-seed';

// Brings any database up to the menus and dictionaries this build ships, and fills an empty one
// with the organisation and the administrator. Existing rows are never overwritten: an
// administrator's renaming of a menu or dictionary item survives restarts.
@Injectable()
export class SeedService implements OnModuleInit {
  private readonly log = new Logger('Seed');

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await withSchemaLock(this.ds, () => this.ds.transaction((m) => this.seed(m)));
  }

  private async seed(m: EntityManager) {
    await this.menus(m);
    await this.dictionaries(m);
    const depts = await this.organisation(m);
    await this.administrator(m, depts);
    if (this.config.seedDemo) await this.demo(m, depts);
  }

  // every module's declared menus (<module>.menus.ts), collected when the modules were loaded
  private async menus(m: EntityManager) {
    const menus = shippedMenus();
    const inserted = await m
      .createQueryBuilder()
      .insert()
      .into(SysMenu)
      .values(menus.map((x) => ({ id: x.id, parentId: x.parentId, menuType: x.type, perms: x.perms, nameZh: x.name.zh, nameEn: x.name.en, path: x.path, icon: x.icon, sort: x.sort, visible: x.visible })))
      .orIgnore()
      .returning('id')
      .execute();
    // a screen new to this database goes to the roles that hold its companion (never again after)
    const fresh = new Set((inserted.raw as Array<{ id: number }>).map((r) => r.id));
    for (const x of menus.filter((x) => x.grantWith && fresh.has(x.id))) {
      await m.query(
        `INSERT INTO sys_role_menu (role_id, menu_id)
         SELECT rm.role_id, $1 FROM sys_role_menu rm JOIN sys_menu mn ON mn.id = rm.menu_id WHERE mn.perms = $2
         ON CONFLICT DO NOTHING`,
        [x.id, x.grantWith],
      );
    }
  }

  // every module's declared dictionaries (<module>.dictionaries.ts), in id order
  private async dictionaries(m: EntityManager) {
    const dictionaries = shippedDictionaries();
    // fixed ids: TypeORM would leave a generated key to the sequence, so these rows go in as plain SQL
    for (const [i, d] of dictionaries.entries()) {
      await m.query(`INSERT INTO sys_code (id, parent_id, mark, name_zh, name_en, sort) VALUES ($1, NULL, $2, $3, $4, $5) ON CONFLICT DO NOTHING`, [d.id, d.mark, d.name.zh, d.name.en, i]);
    }
    const items = dictionaries.flatMap((d) => d.items.map((it, i) => ({ parentId: d.id, value: it.value, nameZh: it.name.zh, nameEn: it.name.en, sort: i })));
    await m.createQueryBuilder().insert().into(SysCode).values(items).orIgnore().execute();
  }

  private async organisation(m: EntityManager): Promise<Map<string, SysDept>> {
    const byKey = new Map<string, SysDept>();
    const existing = await m.find(SysDept);
    if (existing.length) {
      for (const o of ORG_SEED) {
        const d = existing.find((e) => e.code === o.code);
        if (d) byKey.set(o.key, d);
      }
      return byKey;
    }
    for (const [i, o] of ORG_SEED.entries()) {
      const parent = o.parent ? byKey.get(o.parent) : undefined;
      byKey.set(o.key, await m.save(m.create(SysDept, { name: o.name, enName: o.enName, deptType: o.deptType, code: o.code, parentId: parent?.id ?? null, sort: i })));
    }
    return byKey;
  }

  private async administrator(m: EntityManager, depts: Map<string, SysDept>) {
    await m.query(`INSERT INTO sys_role (id, name, en_name, data_scope, remark, sort) VALUES (1, '超级管理员', 'Administrator', '1', '拥有全部权限 / all rights', 0) ON CONFLICT DO NOTHING`);
    await m.query(`SELECT setval(pg_get_serial_sequence('sys_role', 'id'), GREATEST((SELECT max(id) FROM sys_role), 1))`);
    if (await m.exists(SysUser, { where: { username: 'admin' } })) return;
    const password = this.config.adminPassword ?? generatePassword();
    const hq = depts.get('admin') ?? depts.get('hq');
    const admin = await m.save(
      m.create(SysUser, { username: 'admin', name: '系统管理员', enName: 'Administrator', passwordHash: await hashPassword(password), deptId: hq?.id ?? null, companyId: depts.get('hq')?.id ?? null, status: '1', jobNumber: 'QD0000' }),
    );
    await m.insert(SysUserRole, { userId: admin.id, roleId: 1 });
    if (!this.config.adminPassword) {
      // printed once, on the start that creates the account; it is not stored anywhere in clear
      console.log(`\n  Administrator created: admin / ${password}\n  (set ADMIN_PASSWORD to choose it)\n`);
    }
  }

  private async demo(m: EntityManager, depts: Map<string, SysDept>) {
    if (await m.exists(SysUser, { where: { username: DEMO_STAFF[0].username } })) return;
    const menus = await m.find(SysMenu);
    const roles = new Map<string, SysRole>();
    for (const [i, r] of DEMO_ROLES.entries()) {
      const role = await m.save(m.create(SysRole, { name: r.name, enName: r.enName, dataScope: r.dataScope, sort: i + 1 }));
      roles.set(r.key, role);
      const dirIds = menus.filter((x) => x.menuType === 'D' && r.directories.includes(x.perms)).map((x) => x.id);
      const screenIds = menus.filter((x) => x.menuType === 'M' && (dirIds.includes(x.parentId ?? -1) || r.screens?.includes(x.perms))).map((x) => x.id);
      const buttonIds = menus.filter((x) => x.menuType === 'B' && screenIds.includes(x.parentId ?? -1)).map((x) => x.id);
      const viewIds = menus.filter((x) => x.menuType === 'M' && r.views?.includes(x.perms)).map((x) => x.id);
      const parentDirs = menus.filter((x) => [...screenIds, ...viewIds].some((s) => menus.find((y) => y.id === s)?.parentId === x.id)).map((x) => x.id);
      const ids = [...new Set([...dirIds, ...parentDirs, ...screenIds, ...viewIds, ...buttonIds])];
      if (ids.length) await m.insert(SysRoleMenu, ids.map((menuId) => ({ roleId: role.id, menuId })));
      if (r.depts?.length) await m.insert(SysRoleDept, r.depts.map((k) => ({ roleId: role.id, deptId: depts.get(k)!.id })));
    }
    // one hash (one salt) per account, else equal hashes tell who shares a password; argon2 runs on
    // libuv's pool, so hashing them together costs about 0.15 s of a demo start rather than 0.3 s
    const hashes = await Promise.all(DEMO_STAFF.map(() => hashPassword(DEMO_PASSWORD)));
    const users = new Map<string, number>();
    for (const [i, s] of DEMO_STAFF.entries()) {
      const dept = depts.get(s.dept);
      const company = dept?.deptType === 'company' ? dept : [...depts.values()].find((d) => d.id === dept?.parentId && d.deptType === 'company');
      const user = await m.save(
        m.create(SysUser, { username: s.username, name: s.name, enName: s.enName, passwordHash: hashes[i], deptId: dept?.id ?? null, companyId: company?.id ?? null, sex: s.sex, jobNumber: s.jobNumber, status: '1', gmtEntry: '2023-03-01', email: demoEmail(s.username), receiveMail: '1' }),
      );
      await m.insert(SysUserRole, s.roles.map((k) => ({ userId: user.id, roleId: roles.get(k)!.id })));
      for (const key of s.leads ?? []) await addDeptLeader(m, depts.get(key)!.id, user.id);
      users.set(s.username, user.id);
    }
    for (const a of DEMO_APPROVERS) await addFlowApprover(m, a.flowType, users.get(a.username)!);
    this.log.log(`demo data: ${DEMO_ROLES.length} roles, ${DEMO_STAFF.length} staff (password ${DEMO_PASSWORD})`);
  }
}
