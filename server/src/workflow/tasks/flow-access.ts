import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../../core/auth/current-user';
import { ADMIN_ROLE_ID, can } from '../../core/access/can';
import { AppException } from '../../core/errors/app.exception';
import type { CrudService } from '../../core/resource/crud.service';
import type { ResourceDef } from '../../core/resource/define-resource';
import type { OpContext } from '../../core/resource/op-context';
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

// A flow record's own rows (a claim's lines, an application's stays) are read by whoever may read the
// record: a holder of one of its screens (screenIds) who sees it within their rights, or whoever may read
// its flow (the applicant, its approvers), who holds no screen of it. Everyone else is refused (403).
export async function assertRecordReader(
  ctx: OpContext,
  crud: CrudService,
  record: { resource: ResourceDef; id: number; instanceId: string | null },
  screenIds: Array<number | undefined>,
): Promise<void> {
  const user = ctx.user!;
  const holder = screenIds.some((id) => can(user, id)) && (await crud.scopedQuery({ ...ctx, resource: record.resource }).andWhere('t.id = :id', { id: record.id }).getExists());
  if (holder || (record.instanceId && (await canReadInstance(ctx.manager, user, record.instanceId)))) return;
  throw new AppException('Forbidden');
}
