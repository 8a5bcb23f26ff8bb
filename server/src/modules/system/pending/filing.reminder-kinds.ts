import { registerReminderKind } from '../../../core/notify/reminder-kinds';
import { L } from '../../../core/resource/label';

// SPEC §4's reminder kind of the filing module, held by the system module until that module is built (see
// pending-modules.ts), so users keep choosing it and keep what they chose.
registerReminderKind({ key: 'qualification', label: L('资质备案提醒', 'Qualification filing reminders'), daysLabel: L('资质提前天数', 'Qualifications: days ahead'), days: 30, order: 40 });
