import { registerReminderKind } from '../../../core/notify/reminder-kinds';
import { L } from '../../../core/resource/label';

// SPEC §4 offers four reminder kinds in the message settings. Insurance, hotel and qualification filing
// belong to the insurance, booking and filing modules, which are not built yet; their kinds are held here
// so users keep choosing them (and keep what they chose), and each moves to its module when it lands.
// The crew module registers its own (certificates).
registerReminderKind({ key: 'insurance', label: L('保险到期提醒', 'Insurance expiry reminders'), daysLabel: L('保险提前天数', 'Insurance: days ahead'), days: 7, order: 10 });
registerReminderKind({ key: 'hotel', label: L('酒店入住提醒', 'Hotel check-in reminders'), daysLabel: L('酒店提前天数', 'Hotel: days ahead'), days: 1, order: 20 });
registerReminderKind({ key: 'qualification', label: L('资质备案提醒', 'Qualification filing reminders'), daysLabel: L('资质提前天数', 'Qualifications: days ahead'), days: 30, order: 40 });
