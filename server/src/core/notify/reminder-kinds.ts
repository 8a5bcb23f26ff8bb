import type { FieldDecl, Label } from '../resource/resource.types';

// A kind of reminder a user may switch on or off and set the days ahead for (the message-settings
// dialog, SysRemindSetting). The module whose job sends the reminder registers its kind, so the dialog,
// its API and its storage are the platform's and name no business.
export interface ReminderKind {
  key: string; // the dialog's fields are <key> (on or off) and <key>Days
  label: Label; // the switch: 保险到期提醒
  daysLabel: Label; // its days ahead: 保险提前天数
  days: number; // days ahead until the user chooses
  order: number; // the kind's row in the dialog, ascending
}

export const MAX_REMINDER_DAYS = 365;

const kinds = new Map<string, ReminderKind>();

// At import time, as upload folders are: the settings' declaration is read when the application is
// built, after every module's files are loaded. Registering a key again replaces it (test files build
// several applications from one module load).
export function registerReminderKind(kind: ReminderKind): ReminderKind {
  if (!/^[a-z][A-Za-z0-9]{0,33}$/.test(kind.key)) throw new Error(`Reminder kind ${kind.key} is not a camelCase name of at most 34 characters`);
  if (kind.days < 0 || kind.days > MAX_REMINDER_DAYS) throw new Error(`Reminder kind ${kind.key}: ${kind.days} days ahead is outside 0..${MAX_REMINDER_DAYS}`);
  kinds.set(kind.key, kind);
  return kind;
}

export function reminderKinds(): ReminderKind[] {
  return [...kinds.values()].sort((a, b) => a.order - b.order);
}

export const daysField = (key: string) => `${key}Days`;

// Two fields per kind, in the dialog's order: on or off, and the days ahead.
export function reminderFields(): Record<string, FieldDecl> {
  const out: Record<string, FieldDecl> = {};
  for (const k of reminderKinds()) {
    out[k.key] = { type: 'boolean', label: k.label, required: true, defaultValue: true };
    out[daysField(k.key)] = {
      type: 'int',
      label: k.daysLabel,
      required: true,
      min: 0,
      max: MAX_REMINDER_DAYS,
      defaultValue: k.days,
    };
  }
  return out;
}
