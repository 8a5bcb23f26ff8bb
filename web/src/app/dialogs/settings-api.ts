import { callAhead, takeAnswered } from '../../core/api/call-ahead';
import { call } from '../../core/api/client';

// On or off and days ahead, per reminder kind the server registered: <kind> and <kind>Days.
export type RemindSetting = Record<string, boolean | number>;

export type Flag = '0' | '1';
export interface DispSetting {
  dispNotice: Flag;
  dispKnowledge: Flag;
  dispVacation: Flag;
  dispTravel: Flag;
}

export const DISP_FLAGS = ['dispNotice', 'dispKnowledge', 'dispVacation', 'dispTravel'] as const;
// SPEC §2: every panel is off until the user turns it on
export const DISP_DEFAULTS: DispSetting = { dispNotice: '0', dispKnowledge: '0', dispVacation: '0', dispTravel: '0' };

// Reads are quiet: the dialogs and the dashboard show their own state, also while a module is missing.
const quiet = { toast: false, overlay: false };

export async function getRemind(): Promise<RemindSetting> {
  const { list } = await call<RemindSetting>('SysRemindSetting', 'getMine', {}, quiet);
  return list[0] ?? {};
}

export const saveRemind = (s: RemindSetting) => call('SysRemindSetting', 'saveMine', s);

const withDefaults = (list: DispSetting[]): DispSetting => ({ ...DISP_DEFAULTS, ...(list[0] ?? {}) });

export async function getDisp(): Promise<DispSetting> {
  const { list } = await callAhead<DispSetting>('SysDispSetting', 'getMine', {}, quiet);
  return withDefaults(list);
}

// The settings asked at sign-in, if they have landed (null if not: then getDisp)
export function answeredDisp(): DispSetting | null {
  const answer = takeAnswered<DispSetting>('SysDispSetting', 'getMine', {});
  return answer ? withDefaults(answer.list) : null;
}

export const saveDisp = (s: DispSetting) => call('SysDispSetting', 'saveMine', s);
