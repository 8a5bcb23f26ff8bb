import { Injectable, Logger } from '@nestjs/common';
import { holderAsUser, screenHolders } from '../../../../core/access/screen-holders';
import { localToday } from '../../../../core/config/local-date';
import { Notifier } from '../../../../core/notify/notifier';
import { NotifyChannelName } from '../../../../core/notify/notify-channel';
import { remindersOn } from '../../../../core/notify/reminder-settings';
import { L } from '../../../../core/resource/label';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import { JobContext, JobHandler } from '../../../../workflow/timers/job-handler.decorator';
import { HotelsMessage } from '../hotels.messages';
import { boatHotelStaffResource } from '../hotels.resources';
import { dueStays } from './hotel-reminders.repository';

// the reminder kind bookings.reminder-kinds.ts registers; its days: how far ahead to look (1: tomorrow)
const KIND = 'hotel';

// The daily hotel reminder (hotelTask.remind, 08:20 by migration CreateHotelReminders): each travel clerk
// (a holder of the bookings screen) with the hotel reminder on is told, within their crew rights, how
// many booked guests check out within the days they chose (tomorrow by default) and how many approved
// stays still await booking with their check-in that close; in-app and, if they receive mail, by mail.
// Nothing due: no message.
@Injectable()
export class HotelReminders {
  private readonly log = new Logger('hotelTask');

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly notifier: Notifier,
  ) {}

  @JobHandler('hotelTask', 'remind', L('酒店提醒', 'Hotel reminders'))
  async run(_params: string | null, { manager }: JobContext) {
    const today = localToday();
    const clerks = await screenHolders(manager, [boatHotelStaffResource.menu!]);
    const daysOf = await remindersOn(manager, KIND, clerks.map((c) => c.id));
    let sent = 0;
    for (const c of clerks) {
      const days = daysOf.get(c.id);
      if (days === undefined) continue; // this kind switched off
      const user = await holderAsUser(manager, c);
      const { checkouts, awaiting } = await dueStays(manager, boatHotelStaffResource, user, (n) => this.registry.resource(n), today, days);
      if (!checkouts && !awaiting) continue;
      sent += await this.notifier.notify(manager, {
        userIds: [c.id],
        message: { key: HotelsMessage.due, params: { checkouts, awaiting, days } },
        msgType: 'reminder',
        link: `/home/${boatHotelStaffResource.menu}`,
        channels: [NotifyChannelName.InApp, NotifyChannelName.Mail],
      });
    }
    this.log.log(`${sent} hotel reminders`);
    return { reminders: sent };
  }
}
