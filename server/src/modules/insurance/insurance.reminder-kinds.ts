import { registerReminderKind } from '../../core/notify/reminder-kinds';
import { L } from '../../core/resource/label';

// SPEC §4's reminder kind of the insurance module (declared while the module was pending, so users kept
// choosing it and keep what they chose).
registerReminderKind({ key: 'insurance', label: L('保险到期提醒', 'Insurance expiry reminders'), daysLabel: L('保险提前天数', 'Insurance: days ahead'), days: 7, order: 10 });
