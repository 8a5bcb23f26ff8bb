import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { holderAsUser, screenHolders } from '../../../core/access/screen-holders';
import { localToday } from '../../../core/config/local-date';
import { Notifier } from '../../../core/notify/notifier';
import { NotifyChannelName } from '../../../core/notify/notify-channel';
import { remindersOn } from '../../../core/notify/reminder-settings';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { JobContext, JobHandler } from '../../../workflow/timers/job-handler.decorator';
import { CERTIFICATE_REMINDER } from './certificate-reminder';
import { refreshWarnings } from './credential-warn';
import { dueCertificateCounts } from './credential-warn.repository';
import { CrewMessage } from '../crew.messages';
import { L } from '../../../core/resource/label';

// who is told: users who keep certificates (or the administrator), reminders on in their message settings
const KEEPERS_MENUS = ['boatCertificateManageList', 'boatCredentialManage'];

// The daily timing task (crewTask.refreshCredentialWarnings, 01:00 by migration CreateCrew): moves
// certificates into warning and expired as the days pass, then tells each certificate keeper, within
// their crew rights, how many of their crew's certificates expire within the days ahead they chose
// (their message settings: certificate-reminder.ts) and how many have expired. One message per keeper.
@Injectable()
export class CredentialWarnJob implements OnApplicationBootstrap {
  private readonly log = new Logger('crewTask');

  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly notifier: Notifier,
  ) {}

  // a server that was down at 01:00 still shows today's states (an idempotent, narrow update)
  async onApplicationBootstrap(): Promise<void> {
    await this.ds.transaction((m) => refreshWarnings(m, localToday(), { due: true }));
  }

  @JobHandler('crewTask', 'refreshCredentialWarnings', L('证书预警刷新与提醒', 'Certificate warnings and reminders'))
  async run(_params: string | null, { manager }: JobContext) {
    const today = localToday();
    const changed = await refreshWarnings(manager, today, { due: true });
    const keepers = await screenHolders(manager, KEEPERS_MENUS);
    const daysOf = await remindersOn(manager, CERTIFICATE_REMINDER, keepers.map((k) => k.id));
    const def = this.registry.resource('boatUserCredential')!;
    let sent = 0;
    for (const k of keepers) {
      const days = daysOf.get(k.id);
      if (days === undefined) continue; // reminders of this kind switched off
      const user = await holderAsUser(manager, k);
      const { expired, soon } = await dueCertificateCounts(manager, def, user, (n) => this.registry.resource(n), today, days);
      if (!expired && !soon) continue;
      sent += await this.notifier.notify(manager, {
        userIds: [k.id],
        message: { key: CrewMessage.certificatesDue, params: { soon, expired, days } },
        msgType: 'reminder',
        link: '/home/boatCertificateManageList',
        channels: [NotifyChannelName.InApp],
      });
    }
    this.log.log(`${changed.length} seafarers changed certificate state; ${sent} reminders`);
    return { seafarers: changed.length, reminders: sent };
  }
}
