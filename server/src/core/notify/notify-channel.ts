import type { EntityManager } from 'typeorm';
import type { MessageRef } from './message-texts';

// The channels the platform knows by name. The mail channel is core's own (the outbox); the in-app one
// is registered by the module that keeps the messages (system, sys_message).
export const NotifyChannelName = { InApp: 'inApp', Mail: 'mail' } as const;

// Something to tell people: a declared message (defineMessages) with its parameters, rendered in each
// reader's language when read or sent, and where it leads in the web.
export interface Notification {
  userIds: number[];
  message: MessageRef;
  link?: string | null; // a path of the web, such as /home/myAgency?task=12
  msgType?: string; // the kind the in-app list shows: approval, reminder, system
  // which channels carry it; default every registered one. Each channel applies its readers' own
  // choices (mail: only to those who receive mail)
  channels?: string[];
}

export interface NotifyChannel {
  name: string;
  // writes the notifications in the caller's transaction; answers how many deliveries it wrote
  deliver(manager: EntityManager, notifications: Notification[]): Promise<number>;
}
