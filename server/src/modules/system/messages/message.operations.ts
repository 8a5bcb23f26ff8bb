import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception';
import { fieldError, validationError } from '../../../core/resource/field-validator';
import { readPaging } from '../../../core/resource/list-query';
import type { OpContext } from '../../../core/resource/op-context';
import { Operation } from '../../../core/resource/resource.decorators';
import { SysMessage } from '../entities/sys-message.entity';
import { sysMessageResource } from './message.resources';

const present = (m: SysMessage) => ({
  id: m.id,
  title: m.title,
  content: m.content,
  msgType: m.msgType,
  link: m.link,
  read: m.readAt !== null,
  readAt: m.readAt,
  createdAt: m.createdAt,
});

// Every query is bound to ctx.user.userId: a user can neither read nor mark another user's messages,
// whatever ids they send. Open to every signed-in user (perm null) for that reason.
@Injectable()
export class MessageOperations {
  @Operation('SysMessage', 'getMyList', { perm: null })
  async getMyList(ctx: OpContext) {
    const { pageNum, pageSize } = readPaging(ctx.body);
    const unreadOnly = ctx.body.unreadOnly ?? false;
    if (typeof unreadOnly !== 'boolean') throw validationError([fieldError('unreadOnly', { type: 'boolean', label: { zh: '仅未读', en: 'Unread only' } }, 'type')]);
    const [rows, total] = await ctx.manager.findAndCount(SysMessage, {
      where: { userId: ctx.user!.userId, ...(unreadOnly ? { readAt: IsNull() } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (pageNum - 1) * pageSize,
      take: pageSize,
    });
    return { list: rows.map(present), total };
  }

  @Operation('SysMessage', 'getNoReadCount', { perm: null })
  async getNoReadCount(ctx: OpContext) {
    return [{ count: await ctx.manager.countBy(SysMessage, { userId: ctx.user!.userId, readAt: IsNull() }) }];
  }

  // {ids: [...]} or {all: true}; answers how many messages changed from unread to read.
  @Operation('SysMessage', 'markRead', { perm: null, write: true })
  async markRead(ctx: OpContext) {
    const { ids, all } = ctx.body;
    const qb = ctx.manager
      .createQueryBuilder()
      .update(SysMessage)
      .set({ readAt: () => 'now()' })
      .where('user_id = :userId AND read_at IS NULL', { userId: ctx.user!.userId });
    if (all !== true) {
      if (ids === undefined || (Array.isArray(ids) && !ids.length)) throw new AppException('SelectOne');
      if (!Array.isArray(ids) || !ids.every((x) => typeof x === 'number' && Number.isSafeInteger(x))) {
        throw validationError([fieldError('ids', { type: 'refs', ref: sysMessageResource.name, label: { zh: '消息编号', en: 'Message ids' } }, 'type')]);
      }
      qb.andWhere('id IN (:...ids)', { ids: [...new Set(ids)] });
    }
    const r = await qb.execute();
    return [{ count: r.affected ?? 0 }];
  }
}
