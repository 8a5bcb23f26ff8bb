import { registerReminderKind } from '../../core/notify/reminder-kinds';
import { L } from '../../core/resource/label';

// SPEC §4's reminder kind of the insurance module (declared while the module was pending, so users kept
// choosing it and keep what they chose). Its days: how long a declaration may stay open before the
// daily reminder counts it (reminders/insurance-reminders.job.ts).
registerReminderKind({ key: 'insurance', label: L('保险提醒', 'Insurance reminders'), daysLabel: L('保险申报提醒天数', 'Insurance: days a declaration may wait'), days: 7, order: 10 });
