import { registerReminderKind } from '../../../core/notify/reminder-kinds';
import { L } from '../../../core/resource/label';

// SPEC §4's reminder kind of the bookings module, held by the system module until that module is built (see
// pending-modules.ts), so users keep choosing it and keep what they chose.
registerReminderKind({ key: 'hotel', label: L('酒店入住提醒', 'Hotel check-in reminders'), daysLabel: L('酒店提前天数', 'Hotel: days ahead'), days: 1, order: 20 });
