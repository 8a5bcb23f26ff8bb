import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../../core/auth/current-user';
import { ADMIN_ROLE_ID } from '../../core/access/can';
import { mayAct } from './task-predicates';

// Who may read a flow (its record, history and diagram): the applicant, anyone who holds or held one of
// its tasks (also as the one an agent acts for), and administrators. Approvers read a request without
// holding the rights of the screen it was made on.
export async function canReadInstance(m: EntityManager, user: CurrentUser, instanceId: string): Promise<boolean> {
  if (user.roleIdList.includes(ADMIN_ROLE_ID)) return true;
  const [row] = await m.query(
    `SELECT 1 AS ok FROM wf_instance i WHERE i.id = $1 AND (i.starter_id = $2 OR EXISTS (
       SELECT 1 FROM wf_task t WHERE t.instance_id = i.id AND (t.completed_by = $2 OR t.on_behalf_of = $2 OR ${mayAct('t', '$2', '$3')})))`,
    [instanceId, user.userId, user.roleIdList],
  );
  return !!row;
}
