import type { EntityManager } from 'typeorm';
import { grantPart, registerDataScope, registerGrantExtension } from '../../../core/access/access-extensions';
import type { CurrentUser } from '../../../core/auth/current-user';
import { ClientsSql } from '../../clients/clients.api';
import { CREW_SCOPE } from '../crew.states';
import { roleCrewRights } from './crew-access.repository';

// The crew rights of a user: the union over their roles (own created always applies), and whether they
// are a recruiter (holds a recruiter role and is not the administrator: may add crew, not change it).
export interface CrewRights {
  all: boolean;
  jurisdiction: boolean;
  shipowner: boolean;
  recruiter: boolean;
}

const NONE: CrewRights = { all: false, jurisdiction: false, shipowner: false, recruiter: false };
// what a role without a row of crew_role_right holds (the column defaults): own jurisdiction
const DEFAULT_SCOPE = '2';

export function crewRights(user: CurrentUser): CrewRights {
  return grantPart<CrewRights>(user, 'crew') ?? NONE;
}

interface RoleCrewRight {
  crewScope: string;
  recruiter: boolean;
}

registerGrantExtension<CrewRights>({
  name: 'crew',
  userSql: `SELECT json_build_object(
              'scopes', COALESCE(array_agg(DISTINCT COALESCE(c.crew_scope, '${DEFAULT_SCOPE}')), '{}'),
              'recruiter', COALESCE(bool_or(c.recruiter), false))
              FROM r LEFT JOIN crew_role_right c ON c.role_id = r.id`,
  toUser(raw, admin) {
    const { scopes, recruiter } = raw as { scopes: string[]; recruiter: boolean };
    return { all: admin || scopes.includes('1'), jurisdiction: scopes.includes('2'), shipowner: scopes.includes('3'), recruiter: !admin && recruiter };
  },
  async loadRoles(m: EntityManager, roleIds: number[]) {
    const rows = await roleCrewRights(m, roleIds);
    const found = new Map(rows.map((r) => [r.role_id, { crewScope: r.crew_scope, recruiter: r.recruiter }]));
    return new Map(roleIds.map((id) => [id, found.get(id) ?? { crewScope: DEFAULT_SCOPE, recruiter: false }]));
  },
  roleAfterWrite(input, was) {
    const before = (was as RoleCrewRight | undefined) ?? { crewScope: DEFAULT_SCOPE, recruiter: false };
    return { crewScope: (input.crewScope as string | undefined) ?? before.crewScope, recruiter: (input.recruiter as boolean | undefined) ?? before.recruiter };
  },
  // crew rights, weakest first: own created (4) < own shipowners (3) / own jurisdiction (2) < all crew (1);
  // a recruiter may not change crew, so a role without that limit would give what the grantor lacks
  covers(grantor, value) {
    const role = value as RoleCrewRight;
    const c = crewRights(grantor);
    if (c.recruiter && !role.recruiter) return false;
    if (grantor.scope.all || c.all) return true;
    if (role.crewScope === CREW_SCOPE.All) return false;
    if (role.crewScope === CREW_SCOPE.Jurisdiction) return c.jurisdiction;
    if (role.crewScope === CREW_SCOPE.Shipowners) return c.shipowner;
    return true;
  },
});

// Seafarers and what is seen with them (SPEC §6): all crew; own jurisdiction (the managing department,
// scope.dept, within the data-rights departments); own shipowners (scope.fields.shipowner among those the
// user serves); and always the ones the user created.
registerDataScope({
  name: 'crew',
  wide: (user) => user.scope.all || crewRights(user).all,
  condition({ alias, decl, user, param }) {
    const c = crewRights(user);
    if (user.scope.all || c.all) return null;
    const ors: string[] = [];
    if (decl.dept && c.jurisdiction && user.scope.deptIds.length) ors.push(`${alias}.${decl.dept} IN ${param('depts', user.scope.deptIds)}`);
    const shipowner = decl.fields?.shipowner;
    if (shipowner && c.shipowner) ors.push(`${alias}.${shipowner} IN (SELECT us.shipowner_id FROM ${ClientsSql.userShipowners} us WHERE us.user_id = ${param('user', user.userId)})`);
    if (decl.creator) ors.push(`${alias}.${decl.creator} = ${param('user', user.userId)}`);
    return ors.length ? `(${ors.join(' OR ')})` : '1 = 0';
  },
});
