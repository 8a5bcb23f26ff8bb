import type { CurrentUser } from './current-user';

// Who acts when no person does: a timer that ends a flow, a scheduled job. Named, so what it does reads
// as the system's (audit rows say 'system'), never as an anonymous null a hook must guess about. Id 0 is
// no account: it signs in nowhere, holds no menu and no role, and every check of rights refuses it; it
// sees all rows because what it does follows from a flow or a job, not from anyone's data rights.
export const SYSTEM_ACTOR: Readonly<CurrentUser> = Object.freeze({
  userId: 0,
  username: 'system',
  name: '系统',
  enName: 'System',
  deptId: null,
  companyId: null,
  scope: Object.freeze({ all: true, deptIds: [], self: false }),
  ext: Object.freeze({}),
  tokenHash: '',
  roleIdList: Object.freeze([]) as unknown as number[],
  menuIdList: Object.freeze([]) as unknown as number[],
}) as CurrentUser;

export const isSystemActor = (user: CurrentUser | null | undefined): boolean => user?.userId === SYSTEM_ACTOR.userId;
