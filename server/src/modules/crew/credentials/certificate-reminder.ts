import { registerReminderKind } from '../../../core/notify/reminder-kinds';
import { L } from '../../../core/resource/label';

// Certificate keepers choose in their message settings whether the daily job tells them of certificates
// about to expire, and how many days ahead (credential-warn.job.ts).
export const CERTIFICATE_REMINDER = registerReminderKind({
  key: 'certificate',
  label: L('证书到期提醒', 'Certificate expiry reminders'),
  daysLabel: L('证书提前天数', 'Certificates: days ahead'),
  days: 30,
  order: 30,
}).key;
