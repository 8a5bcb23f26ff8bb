// "Today" on the company's wall clock (TIME_ZONE, Asia/Shanghai by default), not the server's UTC date:
// between 00:00 and 08:00 in China the UTC date is still yesterday. Set once from the configuration.
let zone = 'Asia/Shanghai';

export function setLocalTimeZone(timeZone: string): void {
  zone = timeZone;
}

export function localToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const localTimeZone = (): string => zone;
