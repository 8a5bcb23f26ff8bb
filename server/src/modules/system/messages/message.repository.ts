import type { EntityManager } from 'typeorm';
import { SysMessage } from '../entities/sys-message.entity';

// The system module's SQL about in-app messages (message.service.ts sends, message.operations.ts reads
// and marks).

// a message as a row stores it (message.service.ts validates it first)
export type StoredMessage = Pick<SysMessage, 'title' | 'content' | 'msgKey' | 'params' | 'msgType' | 'link'>;

// One message to each of these users that exists (unknown ids are skipped), in one statement; answers
// how many were written.
export async function insertForUsers(m: EntityManager, userIds: number[], msg: StoredMessage): Promise<number> {
  const rows: unknown[] = await m.query(
    `INSERT INTO sys_message (user_id, title, content, msg_key, params, msg_type, link)
     SELECT u.id, $2, $3, $4, $5, $6, $7 FROM sys_user u WHERE u.id = ANY($1::int[]) RETURNING id`,
    [userIds, msg.title, msg.content, msg.msgKey, msg.params === null ? null : JSON.stringify(msg.params), msg.msgType, msg.link],
  );
  return rows.length;
}

// Marks a user's unread messages read: those ids, or all of them; answers how many changed. Bound to the
// user: another user's ids change nothing.
export async function markRead(m: EntityManager, userId: number, ids: number[] | 'all'): Promise<number> {
  const qb = m
    .createQueryBuilder()
    .update(SysMessage)
    .set({ readAt: () => 'now()' })
    .where('user_id = :userId AND read_at IS NULL', { userId });
  if (ids !== 'all') qb.andWhere('id IN (:...ids)', { ids });
  const r = await qb.execute();
  return r.affected ?? 0;
}
