import { registerReminderKind } from '../../core/notify/reminder-kinds';
import { L } from '../../core/resource/label';

// SPEC §4's reminder kind of the filing module (declared while the module was pending, so users kept
// choosing it and keep what they chose): filings expiring within the days ahead (filing-reminders.job.ts).
registerReminderKind({ key: 'qualification', label: L('资质备案提醒', 'Qualification filing reminders'), daysLabel: L('资质提前天数', 'Qualifications: days ahead'), days: 30, order: 40 });
