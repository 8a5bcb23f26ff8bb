import { calendarDays, countWorkingDays } from '../../server/src/modules/hr/services/working-days';

const HOLIDAY = '1';
const WORKED_WEEKEND = '2';
const none = new Map<string, string>();

// Spring Festival 2025 as holidayManage holds it: 28 Jan – 4 Feb off, Sunday 26 Jan and Saturday 8 Feb worked.
const springFestival2025 = new Map<string, string>([
  ...['01-28', '01-29', '01-30', '01-31', '02-01', '02-02', '02-03', '02-04'].map((d) => [`2025-${d}`, HOLIDAY] as [string, string]),
  ['2025-01-26', WORKED_WEEKEND],
  ['2025-02-08', WORKED_WEEKEND],
]);

describe('countWorkingDays', () => {
  it('counts Monday to Friday, both ends included', () => {
    expect(countWorkingDays('2024-12-30', '2024-12-30', none)).toBe(1); // a Monday
    expect(countWorkingDays('2024-12-23', '2024-12-27', none)).toBe(5); // Monday to Friday
    expect(countWorkingDays('2024-12-23', '2024-12-29', none)).toBe(5); // the whole week
    expect(countWorkingDays('2024-12-02', '2024-12-29', none)).toBe(20); // four weeks
  });

  it('counts no weekend day', () => {
    expect(countWorkingDays('2024-12-28', '2024-12-29', none)).toBe(0);
    expect(countWorkingDays('2024-12-28', '2024-12-28', none)).toBe(0);
  });

  it('leaves out public holidays on weekdays', () => {
    expect(countWorkingDays('2025-01-01', '2025-01-01', new Map([['2025-01-01', HOLIDAY]]))).toBe(0);
    expect(countWorkingDays('2024-12-30', '2025-01-03', new Map([['2025-01-01', HOLIDAY]]))).toBe(4);
  });

  it('counts weekend days worked in a holiday’s place', () => {
    expect(countWorkingDays('2025-01-26', '2025-01-26', springFestival2025)).toBe(1);
    expect(countWorkingDays('2025-01-26', '2025-02-08', springFestival2025)).toBe(6);
    expect(countWorkingDays('2025-01-28', '2025-02-04', springFestival2025)).toBe(0);
  });

  it('counts across a year end', () => {
    // Mon 30 Dec 2024 to Sun 5 Jan 2025: five weekdays, New Year's Day off
    expect(countWorkingDays('2024-12-30', '2025-01-05', none)).toBe(5);
    expect(countWorkingDays('2024-12-30', '2025-01-05', new Map([['2025-01-01', HOLIDAY]]))).toBe(4);
  });

  it('counts a leap day', () => {
    expect(countWorkingDays('2024-02-28', '2024-03-01', none)).toBe(3); // Wed 28, Thu 29, Fri 1
  });

  it('answers 0 when the start is after the end', () => {
    expect(countWorkingDays('2024-12-31', '2024-12-30', none)).toBe(0);
    expect(countWorkingDays('2025-01-02', '2024-12-02', none)).toBe(0);
  });

  it('ignores special days outside the range and kinds it does not know', () => {
    expect(countWorkingDays('2024-12-30', '2024-12-31', springFestival2025)).toBe(2);
    expect(countWorkingDays('2024-12-30', '2024-12-30', new Map([['2024-12-30', '9']]))).toBe(1);
    expect(countWorkingDays('2024-12-28', '2024-12-28', new Map([['2024-12-28', '9']]))).toBe(0);
  });
});

describe('calendarDays', () => {
  it('counts every day, both ends included', () => {
    expect(calendarDays('2024-12-30', '2024-12-30')).toBe(1);
    expect(calendarDays('2024-12-30', '2025-01-05')).toBe(7);
    expect(calendarDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(calendarDays('2025-01-01', '2025-12-31')).toBe(365);
  });
});
