import { registerReminderKind } from '../../core/notify/reminder-kinds';
import { L } from '../../core/resource/label';

// SPEC §4's reminder kind of the bookings module: check-outs tomorrow, bookings still awaiting booking.
registerReminderKind({ key: 'hotel', label: L('酒店入住提醒', 'Hotel check-in reminders'), daysLabel: L('酒店提前天数', 'Hotel: days ahead'), days: 1, order: 20 });
