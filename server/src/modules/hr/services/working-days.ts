import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import { specialDays } from './holiday.repository';

// Working days from one date to another, both included: Monday to Friday, less public holidays, plus
// weekend days worked in their place (holidayManage).
export async function workingDays(m: EntityManager, from: string, to: string): Promise<number> {
  return countWorkingDays(from, to, await specialDays(m, from, to));
}

// The counting itself, given the special days by date (holidayType: '1' a holiday, '2' a weekend day
// worked); kept apart from the query so it can be checked without a database.
export function countWorkingDays(from: string, to: string, special: ReadonlyMap<string, string>): number {
  let n = 0;
  for (let d = dayjs(from); !d.isAfter(dayjs(to)); d = d.add(1, 'day')) {
    const kind = special.get(d.format('YYYY-MM-DD'));
    const weekday = d.day() >= 1 && d.day() <= 5;
    if (kind === '2' || (weekday && kind !== '1')) n++;
  }
  return n;
}

export const calendarDays = (from: string, to: string) => dayjs(to).diff(dayjs(from), 'day') + 1;
