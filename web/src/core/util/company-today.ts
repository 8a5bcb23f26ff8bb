import dayjs from 'dayjs';

// "Today" on the company's wall clock (the server's TIME_ZONE, Meta/getClock), so a date the server would
// refuse as in the future is not offered: between 00:00 and 08:00 in China a browser on UTC is a day behind.
let zone: string | undefined;

export function setCompanyTimeZone(timeZone: string | undefined): void {
  zone = timeZone;
}

export function companyToday(now: Date = new Date()): string {
  if (!zone) return dayjs(now).format('YYYY-MM-DD');
  try {
    // en-CA formats as YYYY-MM-DD
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return dayjs(now).format('YYYY-MM-DD');
  }
}
