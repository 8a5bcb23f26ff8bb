import { localToday } from '../../server/src/core/config/local-date';

// A date `offset` days from today on the company's clock (TIME_ZONE), as the server judges "today":
// from 16:00 UTC the company's date is already tomorrow's, and a UTC date would be a day behind.
export const day = (offset: number): string => localToday(new Date(Date.now() + offset * 86_400_000));

// A person's leave, travel and overtime in approval or agreed may not overlap (issue 21), so a file that
// submits several for one person gives each days of its own: each call answers a week no other call of
// this file was given, as the date `offset` days from its Monday, and leaves the week after it free too
// (a request may run on to the next Monday). From Monday 8 January 2029, where no test makes holidays:
// a week's Monday to Friday are five working days.
let weeksGiven = 0;
export function freshWeek(): (offset: number) => string {
  const monday = Date.UTC(2029, 0, 8) + 14 * 86_400_000 * weeksGiven++;
  return (offset) => new Date(monday + offset * 86_400_000).toISOString().slice(0, 10);
}
