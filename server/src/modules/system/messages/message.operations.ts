import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception';
import { readPaging } from '../../../core/resource/list-query';
import type { OpContext } from '../../../core/resource/op-context';
import { PAGING, type BodyOf, type OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import type { Lang } from '../../../core/errors/error-code';
import { renderMessage } from '../../../core/notify/message-texts';
import { SysMessage } from '../entities/sys-message.entity';
import { markRead } from './message.repository';
import { sysMessageResource } from './message.resources';

// in the reader's language when the sender declared the message; as stored otherwise
const present = (m: SysMessage, lang: Lang) => {
  const said = m.msgKey ? renderMessage(m.msgKey, m.params, lang) : null;
  return {
    id: m.id,
    title: said?.title ?? m.title,
    content: said ? said.content : m.content,
    msgType: m.msgType,
    link: m.link,
    read: m.readAt !== null,
    readAt: m.readAt,
    createdAt: m.createdAt,
  };
};

const MARK_READ_BODY = {
  ids: { type: 'refs', ref: sysMessageResource.name, label: { zh: '消息编号', en: 'Message ids' }, max: 1000 },
  all: { type: 'boolean', label: { zh: '全部', en: 'All' } },
} satisfies OperationBody;

// Every query is bound to ctx.user.userId: a user can neither read nor mark another user's messages,
// whatever ids they send. Open to every signed-in user (perm null) for that reason.
@Injectable()
export class MessageOperations {
  @Operation('SysMessage', 'getMyList', { perm: null, body: { ...PAGING, unreadOnly: { type: 'boolean', label: { zh: '仅未读', en: 'Unread only' } } } })
  async getMyList(ctx: OpContext<{ pageNum?: number; pageSize?: number; unreadOnly?: boolean | null }>) {
    const { pageNum, pageSize } = readPaging(ctx.body);
    const unreadOnly = ctx.body.unreadOnly ?? false;
    const [rows, total] = await ctx.manager.findAndCount(SysMessage, {
      where: { userId: ctx.user!.userId, ...(unreadOnly ? { readAt: IsNull() } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (pageNum - 1) * pageSize,
      take: pageSize,
    });
    return { list: rows.map((m) => present(m, ctx.lang)), total };
  }

  @Operation('SysMessage', 'getNoReadCount', { perm: null, body: {} })
  async getNoReadCount(ctx: OpContext) {
    return [{ count: await ctx.manager.countBy(SysMessage, { userId: ctx.user!.userId, readAt: IsNull() }) }];
  }

  // {ids: [...]} or {all: true}; answers how many messages changed from unread to read.
  @Operation('SysMessage', 'markRead', {
    perm: null,
    write: true,
    body: MARK_READ_BODY,
  })
  async markRead(ctx: OpContext<BodyOf<typeof MARK_READ_BODY>>) {
    const { ids, all } = ctx.body;
    if (all !== true && (!Array.isArray(ids) || !ids.length)) throw new AppException('SelectOne');
    return [{ count: await markRead(ctx.manager, ctx.user!.userId, all === true ? 'all' : ids!) }];
  }
}
