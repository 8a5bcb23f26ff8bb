import type { EntityManager } from 'typeorm';
import { enqueueMail } from './mail-outbox';
import { type Notification, type NotifyChannel, NotifyChannelName } from './notify-channel';

// Mail: outbox rows (sys_mail_outbox) in the caller's transaction, sent by MailSender; who receives mail
// is the recipient's own choice (receiveMail), decided in enqueueMail.
export function mailChannel(publicUrl: string): NotifyChannel {
  return {
    name: NotifyChannelName.Mail,
    async deliver(manager: EntityManager, notifications: Notification[]): Promise<number> {
      let n = 0;
      for (const x of notifications) n += await enqueueMail(manager, x.userIds, { ...x.message, link: x.link }, publicUrl);
      return n;
    },
  };
}
