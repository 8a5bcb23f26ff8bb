import { Injectable, Logger } from '@nestjs/common';
import { holderAsUser, screenHolders } from '../../../core/access/screen-holders';
import { localToday } from '../../../core/config/local-date';
import { Notifier } from '../../../core/notify/notifier';
import { NotifyChannelName } from '../../../core/notify/notify-channel';
import { remindersOn } from '../../../core/notify/reminder-settings';
import { ReportQuery } from '../../../core/reports/report-query';
import { L } from '../../../core/resource/label';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { JobContext, JobHandler } from '../../../workflow/timers/job-handler.decorator';
import { InsuranceMessage } from '../insurance.messages';
import { boatInsuranceApplyResource, boatInsuranceDetailResource } from '../insurance.resources';
import { gapsReport } from '../reports/insurance-reports';
import { staleDeclarations, unpaidPastRows } from './insurance-reminders.repository';

// who is told: the holders of the insurance screens (or the administrator)
const CLERK_MENUS = ['boatApplyInstruance', 'boatInsurancePay', 'insuranceGaps'];
const KIND = 'insurance';

// The daily insurance reminder (insuranceTask.remind, 08:00 by migration CreateInsuranceReminders): each
// clerk with the insurance reminder on in their message settings is told, within their crew rights, how
// many declarations have been open longer than the days they chose, how many seafarers on board have no
// cover (or two), and how many payments of past months are unpaid; in-app and, if they receive mail, by
// mail through the outbox. Nothing to tell: no message.
@Injectable()
export class InsuranceReminders {
  private readonly log = new Logger('insuranceTask');
  private readonly reports: ReportQuery;

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly notifier: Notifier,
  ) {
    this.reports = new ReportQuery(registry);
  }

  @JobHandler('insuranceTask', 'remind', L('保险提醒', 'Insurance reminders'))
  async run(_params: string | null, { manager }: JobContext) {
    const today = localToday();
    const clerks = await screenHolders(manager, CLERK_MENUS);
    const daysOf = await remindersOn(manager, KIND, clerks.map((c) => c.id));
    const lookup = (n: string) => this.registry.resource(n);
    let sent = 0;
    for (const c of clerks) {
      const days = daysOf.get(c.id);
      if (days === undefined) continue; // this kind switched off
      const user = await holderAsUser(manager, c);
      const waiting = await staleDeclarations(manager, boatInsuranceApplyResource, user, lookup, today, days);
      const ctx = { user, manager, lang: 'zh' as const, resource: gapsReport.resource, operation: 'getList', body: {}, files: [] };
      const gaps = await this.reports.source(gapsReport, ctx).getCount();
      const unpaid = await unpaidPastRows(manager, boatInsuranceDetailResource, user, lookup, today);
      if (!waiting && !gaps && !unpaid) continue;
      sent += await this.notifier.notify(manager, {
        userIds: [c.id],
        message: { key: InsuranceMessage.due, params: { waiting, days, gaps, unpaid } },
        msgType: 'reminder',
        link: gaps ? '/home/insuranceGaps' : '/home/boatApplyInstruance',
        channels: [NotifyChannelName.InApp, NotifyChannelName.Mail],
      });
    }
    this.log.log(`${sent} insurance reminders`);
    return { reminders: sent };
  }
}
