import { Injectable, Logger } from '@nestjs/common';
import { holderAsUser, screenHolders } from '../../core/access/screen-holders';
import { localToday } from '../../core/config/local-date';
import { Notifier } from '../../core/notify/notifier';
import { NotifyChannelName } from '../../core/notify/notify-channel';
import { remindersOn } from '../../core/notify/reminder-settings';
import { L } from '../../core/resource/label';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { JobContext, JobHandler } from '../../workflow/timers/job-handler.decorator';
import { FilingMessage } from './filing.messages';
import { qualificationFilingResource } from './filing.resources';
import { dueFilings } from './filing-reminders.repository';

// The daily qualification reminder (filingTask.remind, 08:10 by migration CreateFiling): each keeper of
// the filings with the reminder on is told, within their crew rights, how many filings expire within
// the days ahead they chose and how many have expired; in-app and by mail.
@Injectable()
export class FilingReminders {
  private readonly log = new Logger('filingTask');

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly notifier: Notifier,
  ) {}

  @JobHandler('filingTask', 'remind', L('资质备案提醒', 'Qualification filing reminders'))
  async run(_params: string | null, { manager }: JobContext) {
    const today = localToday();
    const keepers = await screenHolders(manager, ['boatReport']);
    const daysOf = await remindersOn(manager, 'qualification', keepers.map((k) => k.id));
    let sent = 0;
    for (const k of keepers) {
      const days = daysOf.get(k.id);
      if (days === undefined) continue;
      const user = await holderAsUser(manager, k);
      const { expired, soon } = await dueFilings(manager, qualificationFilingResource, user, (n) => this.registry.resource(n), today, days);
      if (!expired && !soon) continue;
      sent += await this.notifier.notify(manager, {
        userIds: [k.id],
        message: { key: FilingMessage.filingsDue, params: { soon, expired, days } },
        msgType: 'reminder',
        link: '/home/boatReport',
        channels: [NotifyChannelName.InApp, NotifyChannelName.Mail],
      });
    }
    this.log.log(`${sent} filing reminders`);
    return { reminders: sent };
  }
}
