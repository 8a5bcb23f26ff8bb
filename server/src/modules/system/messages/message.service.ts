import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { SysUser } from '../../../core/auth/sys-user.entity';
import type { FieldError } from '../../../core/errors/app.exception';
import { checkValue, fieldError, validationError } from '../../../core/resource/field-validator';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { renderMessage } from '../../../core/notify/message-texts';
import { Notifier } from '../../../core/notify/notifier';
import { NotifyChannelName } from '../../../core/notify/notify-channel';
import { SysMessage } from '../entities/sys-message.entity';
import { insertForUsers, type StoredMessage } from './message.repository';
import { L } from '../../../core/resource/label';

export const MESSAGE_TYPES = ['reminder', 'approval', 'system'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

// A message someone wrote (title, content) or one a module declared (key and parameters: defineMessages),
// which every reader reads in their own language.
export type NewMessage = { msgType?: MessageType | (string & {}); link?: string | null } & (
  | { title: string; content?: string | null; key?: undefined }
  | { key: string; params?: Record<string, unknown> }
);

// rows per INSERT: six columns each stays far below PostgreSQL's 65,535 parameters
const INSERT_CHUNK = 1000;
const KEY_FIELD: FieldDecl = { type: 'string', label: L('消息', 'Message'), max: 64 };
const FIELDS: Record<'title' | 'content' | 'msgType' | 'link', FieldDecl> = {
  title: { type: 'string', label: L('标题', 'Title'), required: true, max: 200 },
  content: { type: 'text', label: L('内容', 'Content'), max: 2000 },
  msgType: { type: 'enum', label: L('消息类型', 'Message type'), options: [...MESSAGE_TYPES] },
  link: { type: 'string', label: L('链接', 'Link'), max: 255 },
};

// Sends in-app messages. Other modules call it (workflow notices, certificate and insurance
// reminders) with their own transaction's manager, so a message exists exactly when their change does.
@Injectable()
export class MessageService {
  // the platform's notifier carries in-app messages through this service (workflow notices, certificate
  // reminders): this module owns sys_message, so it registers the channel
  constructor(notifier: Notifier) {
    notifier.registerChannel({
      name: NotifyChannelName.InApp,
      deliver: (manager, notifications) => {
        const items = notifications.map((n) => ({ userIds: n.userIds, notice: { ...n.message, msgType: n.msgType, link: n.link } }));
        return items.length === 1 ? this.send(manager, items[0].userIds, items[0].notice) : this.sendMany(manager, items);
      },
    });
  }

  // One row per recipient; unknown user ids are skipped. Answers the number of messages written. One
  // statement: a flow's last step sends one on every approval, inside its transaction.
  async send(manager: EntityManager, userIds: number[], message: NewMessage): Promise<number> {
    const msg = validate(message);
    const ids = [...new Set(userIds)].filter((id) => Number.isSafeInteger(id));
    if (!ids.length) return 0;
    return insertForUsers(manager, ids, msg);
  }

  // Many messages at once (a backlog of reminders): one read of the recipients, inserts of a thousand rows.
  async sendMany(manager: EntityManager, items: Array<{ userIds: number[]; notice: NewMessage }>): Promise<number> {
    const checked = items.map((x) => ({ ids: [...new Set(x.userIds)].filter((id) => Number.isSafeInteger(id)), msg: validate(x.notice) }));
    const all = [...new Set(checked.flatMap((x) => x.ids))];
    if (!all.length) return 0;
    const existing = new Set((await manager.find(SysUser, { where: { id: In(all) }, select: { id: true } })).map((u) => u.id));
    const rows = checked.flatMap((x) => x.ids.filter((id) => existing.has(id)).map((userId) => ({ userId, ...x.msg })));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) await manager.insert(SysMessage, rows.slice(i, i + INSERT_CHUNK));
    return rows.length;
  }
}

type Stored = StoredMessage & { msgType: MessageType };

function validate(message: NewMessage): Stored {
  const errors: FieldError[] = [];
  // a declared message keeps its Chinese text too, for whatever reads the table without rendering it
  const keyed = message?.key !== undefined ? renderMessage(String(message.key), message.params ?? null, 'zh') : null;
  if (message?.key !== undefined && !keyed) errors.push(fieldError('key', KEY_FIELD, 'enum'));
  const source: Record<string, unknown> = keyed ? { ...message, title: keyed.title.slice(0, 200), content: keyed.content?.slice(0, 2000) ?? null } : { ...message };
  const take = (name: keyof typeof FIELDS): unknown => {
    const f = FIELDS[name];
    const v = source[name];
    if (v === undefined || v === null || v === '') {
      if (f.required) errors.push(fieldError(name, f, 'required'));
      return null;
    }
    const r = checkValue(f, v);
    if (r.reason) errors.push(fieldError(name, f, r.reason));
    return r.value ?? null;
  };
  const out: Stored = {
    title: take('title') as string,
    content: take('content') as string | null,
    msgKey: keyed ? String(message.key) : null,
    params: keyed && message.key !== undefined ? (message.params ?? null) : null,
    msgType: (take('msgType') ?? 'system') as MessageType,
    link: take('link') as string | null,
  };
  if (errors.length) throw validationError(errors);
  return out;
}
