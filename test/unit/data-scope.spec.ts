import type { DataSource } from 'typeorm';
import { applyDataScope } from '../../server/src/core/access/data-scope';
import type { CurrentUser, DataScope } from '../../server/src/core/auth/current-user';
import { SysUser } from '../../server/src/core/auth/sys-user.entity';
import type { ResourceDef } from '../../server/src/core/resource/define-resource';
import type { DataScopeDecl } from '../../server/src/core/resource/resource.types';
import { BoatCredentialInout } from '../../server/src/modules/crew/entities/boat-credential-inout.entity';
import { BoatUserCredential } from '../../server/src/modules/crew/entities/boat-user-credential.entity';
import type { CrewRights } from '../../server/src/modules/crew/access/crew-rights';
import { CREW_SCOPE } from '../../server/src/modules/crew/crew.resources';
import { BoatUserInfo } from '../../server/src/modules/crew/entities/boat-user-info.entity';
// registers the crew data scope provider, as the crew module does when it loads
import '../../server/src/modules/crew/access/crew-rights';
import { ClientsSql } from '../../server/src/modules/clients/clients.api';
import { offlineDataSource, whereOf } from './support/offline-data-source';

const USER_ID = 42;

type Crew = Partial<Omit<CrewRights, 'recruiter'>>;

function userWith(scope: Partial<DataScope> & { crew?: Crew }): CurrentUser {
  const { crew: c, ...rest } = scope;
  return {
    userId: USER_ID,
    username: 'u',
    name: 'U',
    deptId: 7,
    companyId: 1,
    roleIdList: [5],
    menuIdList: [],
    tokenHash: '',
    scope: { all: false, deptIds: [], self: false, ...rest },
    ext: { crew: { all: false, jurisdiction: false, shipowner: false, recruiter: false, ...c } },
  };
}

const res = (name: string, entity: new () => object, scope?: DataScopeDecl): ResourceDef => ({ name, label: { zh: name, en: name }, entity, fields: {}, scope });

// Staff records: the departments the user holds rights on, or their own rows.
const staffDoc = res('StaffDoc', SysUser, { dept: 'deptId', creator: 'createdBy' });
const ownOnly = res('OwnOnly', SysUser, { creator: 'createdBy' });
const deptOnly = res('DeptOnly', SysUser, { dept: 'deptId' });
// Crew: the roles' crew rights decide, through the provider the crew module registers (CREW_SCOPE).
const crew = res('Crew', BoatUserInfo, CREW_SCOPE);
// A seafarer's certificates are seen with the seafarer; a certificate's movements with the certificate.
const cert = res('Cert', BoatUserCredential, { via: { field: 'userId', resource: 'Crew' } });
const certMove = res('CertMove', BoatCredentialInout, { via: { field: 'credentialId', resource: 'Cert' } });
const registry = new Map([crew, cert, certMove].map((r) => [r.name, r]));
const lookup = (n: string) => registry.get(n);

// the shipowners a user serves, read through the relation the clients module exports (it owns the table)
const shipownerSql = (n: number) => `IN (SELECT us.shipowner_id FROM ${ClientsSql.userShipowners} us WHERE us.user_id = $${n})`;

describe('data scope', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = await offlineDataSource([SysUser, BoatUserInfo, BoatUserCredential, BoatCredentialInout]);
  });
  const scoped = (def: ResourceDef, user: CurrentUser | null) => {
    const entity = def.entity as new () => object;
    return whereOf(applyDataScope(ds.createQueryBuilder(entity, 't').select('t.id'), def, user, lookup));
  };

  describe('department and own rights', () => {
    it('leaves the query alone for all data rights, no user, or a resource without scope', () => {
      expect(scoped(staffDoc, userWith({ all: true }))).toEqual({ where: null, params: [] });
      expect(scoped(staffDoc, null)).toEqual({ where: null, params: [] });
      expect(scoped(res('Open', SysUser), userWith({}))).toEqual({ where: null, params: [] });
    });

    it('opens the rows of the departments held', () => {
      expect(scoped(staffDoc, userWith({ deptIds: [3, 9] }))).toEqual({ where: '("t"."dept_id" IN ($1, $2))', params: [3, 9] });
    });

    it('adds own rows when the roles grant them', () => {
      expect(scoped(staffDoc, userWith({ deptIds: [3], self: true }))).toEqual({
        where: '("t"."dept_id" IN ($1) OR "t"."created_by" = $2)',
        params: [3, USER_ID],
      });
      expect(scoped(staffDoc, userWith({ self: true }))).toEqual({ where: '("t"."created_by" = $1)', params: [USER_ID] });
    });

    it('opens nothing to a user without department or own rights', () => {
      expect(scoped(staffDoc, userWith({}))).toEqual({ where: '1 = 0', params: [] });
      expect(scoped(deptOnly, userWith({ self: true }))).toEqual({ where: '1 = 0', params: [] });
    });

    it('always opens own rows of a resource that has no department', () => {
      expect(scoped(ownOnly, userWith({}))).toEqual({ where: '("t"."created_by" = $1)', params: [USER_ID] });
      expect(scoped(ownOnly, userWith({ deptIds: [3] }))).toEqual({ where: '("t"."created_by" = $1)', params: [USER_ID] });
    });

    it('adds to the conditions already on the query', () => {
      const qb = ds.createQueryBuilder(SysUser, 't').select('t.id').where('t.status = :s', { s: '1' });
      expect(whereOf(applyDataScope(qb, staffDoc, userWith({ deptIds: [3] })))).toEqual({
        where: '"t"."status" = $1 AND ("t"."dept_id" IN ($2))',
        params: ['1', 3],
      });
    });
  });

  describe('crew rights', () => {
    it('leaves the query alone for all crew or all data rights', () => {
      expect(scoped(crew, userWith({ crew: { all: true } }))).toEqual({ where: null, params: [] });
      expect(scoped(crew, userWith({ all: true }))).toEqual({ where: null, params: [] });
    });

    it('opens own created seafarers only, whatever the department rights', () => {
      expect(scoped(crew, userWith({ deptIds: [3], self: false }))).toEqual({ where: '("t"."created_by" = $1)', params: [USER_ID] });
    });

    it('opens the jurisdiction: the departments held', () => {
      expect(scoped(crew, userWith({ deptIds: [3, 4], crew: { jurisdiction: true } }))).toEqual({
        where: '("t"."dept_id" IN ($1, $2) OR "t"."created_by" = $3)',
        params: [3, 4, USER_ID],
      });
      // jurisdiction without departments adds nothing
      expect(scoped(crew, userWith({ crew: { jurisdiction: true } }))).toEqual({ where: '("t"."created_by" = $1)', params: [USER_ID] });
    });

    it("opens the user's own shipowners", () => {
      expect(scoped(crew, userWith({ crew: { shipowner: true } }))).toEqual({
        where: `("t"."shipowner_id" ${shipownerSql(1)} OR "t"."created_by" = $1)`,
        params: [USER_ID],
      });
    });

    it('unites jurisdiction, shipowners and own created', () => {
      expect(scoped(crew, userWith({ deptIds: [3], crew: { jurisdiction: true, shipowner: true } }))).toEqual({
        where: `("t"."dept_id" IN ($1) OR "t"."shipowner_id" ${shipownerSql(2)} OR "t"."created_by" = $2)`,
        params: [3, USER_ID],
      });
    });

    it('opens nothing when crew rights name no column the resource has', () => {
      const bare = res('Bare', BoatUserInfo, { provider: 'crew' });
      expect(scoped(bare, userWith({ deptIds: [3], crew: { jurisdiction: true, shipowner: true } }))).toEqual({ where: '1 = 0', params: [] });
    });
  });

  describe('via', () => {
    const SUB = (alias: string, table: string) => `(SELECT "${alias}"."id" AS "${alias}_id" FROM "${table}" "${alias}" WHERE `;

    it("limits a child's rows to the parent rows the user sees", () => {
      expect(scoped(cert, userWith({ deptIds: [3], crew: { jurisdiction: true } }))).toEqual({
        where: `"t"."user_id" IN ${SUB('scope0', 'boat_user_info')}("scope0"."dept_id" IN ($1) OR "scope0"."created_by" = $2))`,
        params: [3, USER_ID],
      });
    });

    it('nests through a chain of parents', () => {
      expect(scoped(certMove, userWith({ crew: { shipowner: true } }))).toEqual({
        where:
          `"t"."credential_id" IN ${SUB('scope0', 'boat_user_credential')}"scope0"."user_id" IN ` +
          `${SUB('scope1', 'boat_user_info')}("scope1"."shipowner_id" ${shipownerSql(1)} OR "scope1"."created_by" = $1)))`,
        params: [USER_ID],
      });
    });

    it('adds nothing when the parent is open to the user', () => {
      expect(scoped(cert, userWith({ crew: { all: true } }))).toEqual({ where: null, params: [] });
      expect(scoped(certMove, userWith({ all: true }))).toEqual({ where: null, params: [] });
    });

    it('refuses a parent that is unknown, has no entity, or a cycle', () => {
      const u = userWith({});
      const orphan = res('Orphan', BoatUserCredential, { via: { field: 'userId', resource: 'Nobody' } });
      expect(() => scoped(orphan, u)).toThrow(/Nobody/);
      registry.set('NoEntity', { name: 'NoEntity', label: { zh: '', en: '' }, fields: {}, scope: { creator: 'createdBy' } });
      expect(() => scoped(res('X', BoatUserCredential, { via: { field: 'userId', resource: 'NoEntity' } }), u)).toThrow(/NoEntity/);
      const loop = res('Loop', BoatUserInfo, { via: { field: 'id', resource: 'Loop' } });
      registry.set('Loop', loop);
      expect(() => scoped(loop, u)).toThrow(/Loop/);
    });
  });
});
