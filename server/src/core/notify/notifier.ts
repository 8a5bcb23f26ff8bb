import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { mailChannel } from './mail-channel';
import type { Notification, NotifyChannel } from './notify-channel';

// The one way to tell people something. Callers (workflow's to-do and result notices, the crew module's
// certificate reminders) call notify once, inside their own transaction, so a notice exists exactly when
// the change it tells of does; the channels decide how each reader hears of it.
@Injectable()
export class Notifier {
  private readonly channels = new Map<string, NotifyChannel>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.registerChannel(mailChannel(config.publicUrl));
  }

  registerChannel(channel: NotifyChannel): void {
    this.channels.set(channel.name, channel);
  }

  // Answers how many deliveries were written, over every channel.
  async notify(manager: EntityManager, what: Notification | Notification[]): Promise<number> {
    const wanted = (Array.isArray(what) ? what : [what]).filter((n) => n.userIds.length);
    if (!wanted.length) return 0;
    for (const n of wanted) {
      const unknown = n.channels?.find((c) => !this.channels.has(c));
      // a channel nobody registered is a defect of the caller (a typo, a module not loaded), never a
      // notice silently lost
      if (unknown) throw new Error(`Notification ${n.message.key} names channel ${unknown}, which nobody registered`);
    }
    let delivered = 0;
    for (const channel of this.channels.values()) {
      const mine = wanted.filter((n) => !n.channels || n.channels.includes(channel.name));
      if (mine.length) delivered += await channel.deliver(manager, mine);
    }
    return delivered;
  }
}
