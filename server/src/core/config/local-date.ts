// "Today" on the company's wall clock (TIME_ZONE, Asia/Shanghai by default), not the server's UTC date:
// between 00:00 and 08:00 in China the UTC date is still yesterday. Set once from the configuration.
let zone = 'Asia/Shanghai';

export function setLocalTimeZone(timeZone: string): void {
  zone = timeZone;
}

// en-CA formats as YYYY-MM-DD. Made once per zone: making one costs more than a list query's rows
// (profiled on sign-in: ~0.5 ms a call on this machine).
let formatter: { zone: string; format: Intl.DateTimeFormat } | null = null;

export function localToday(now: Date = new Date()): string {
  if (formatter?.zone !== zone) formatter = { zone, format: new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }) };
  return formatter.format.format(now);
}

export const localTimeZone = (): string => zone;
