import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { enqueueMail, type MailNotice } from './mail-outbox';

// A message by its key (defineMessages) and parameters, rendered in each reader's language when read.
export interface Notice {
  key: string;
  params?: Record<string, unknown>;
  msgType?: string;
  link?: string | null;
}

export interface NotifierImpl {
  send(manager: EntityManager, userIds: number[], notice: Notice): Promise<number>;
  // many notices in a few statements (a backlog of reminders); optional: send() one by one otherwise
  sendMany?(manager: EntityManager, items: Array<{ userIds: number[]; notice: Notice }>): Promise<number>;
}

// The platform's way to tell people something (in-app messages today). The layers that may not import
// a business module (workflow) send through this slot; the system module fills it with its message service.
@Injectable()
export class Notifier {
  private impl: NotifierImpl | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  // A mail to each of these users who receive mail, written in the caller's transaction and sent by
  // MailSender (the outbox is the platform's own: no module has to fill a slot for it).
  mail(manager: EntityManager, userIds: number[], notice: MailNotice): Promise<number> {
    return enqueueMail(manager, userIds, notice, this.config.publicUrl);
  }

  provide(impl: NotifierImpl): void {
    this.impl = impl;
  }

  async send(manager: EntityManager, userIds: number[], notice: Notice): Promise<number> {
    if (!this.impl || !userIds.length) return 0;
    return this.impl.send(manager, userIds, notice);
  }

  async sendMany(manager: EntityManager, items: Array<{ userIds: number[]; notice: Notice }>): Promise<number> {
    const impl = this.impl;
    const wanted = items.filter((x) => x.userIds.length);
    if (!impl || !wanted.length) return 0;
    if (impl.sendMany) return impl.sendMany(manager, wanted);
    let n = 0;
    for (const x of wanted) n += await impl.send(manager, x.userIds, x.notice);
    return n;
  }
}
