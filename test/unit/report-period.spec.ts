import { localToday } from '../../server/src/core/config/local-date';
import { afterKey, positionalBinder } from '../../server/src/core/resource/keyset';
import { dateRangeField, PERIODS, readPeriod, readRange } from '../../server/src/core/reports/report-period';
import { validationFields } from './support/validation-errors';

const range = dateRangeField({ zh: '日期', en: 'Dates' });

describe('report period and range', () => {
  it('reads month or quarter by name or by the reportPeriod values, flat or under filters', () => {
    expect(readPeriod({})).toBe(PERIODS.month);
    expect(readPeriod({ period: '2' })).toBe(PERIODS.quarter);
    expect(readPeriod({ period: 'quarter' })).toBe(PERIODS.quarter);
    expect(readPeriod({ filters: { period: 2 } })).toBe(PERIODS.quarter);
    expect(readPeriod({ period: '1' })).toBe(PERIODS.month);
    expect(validationFields(() => readPeriod({ period: '3' }))).toEqual([expect.objectContaining({ field: 'period', reason: 'enum' })]);
    expect(validationFields(() => readPeriod({ period: 'constructor' }))).toEqual([expect.objectContaining({ field: 'period', reason: 'enum' })]);
  });

  it('opens on the current year on the company calendar; either end may be open; bad ranges are refused', () => {
    const y = localToday().slice(0, 4);
    expect(readRange({}, range)).toEqual([`${y}-01-01`, `${y}-12-31`]);
    expect(readRange({ dateRange: [null, null] }, range)).toEqual([`${y}-01-01`, `${y}-12-31`]);
    expect(readRange({ dateRange: ['2024-02-01', null] }, range)).toEqual(['2024-02-01', null]);
    expect(readRange({ filters: { dateRange: ['2024-02-01', '2024-03-31'] } }, range)).toEqual(['2024-02-01', '2024-03-31']);
    expect(validationFields(() => readRange({ dateRange: '2024-01-01' }, range))).toEqual([expect.objectContaining({ field: 'dateRange', reason: 'format' })]);
    expect(validationFields(() => readRange({ dateRange: [] }, range))).toEqual([expect.objectContaining({ field: 'dateRange', reason: 'minItems' })]);
    expect(validationFields(() => readRange({ dateRange: ['2024-13-01', null] }, range))).toEqual([expect.objectContaining({ field: 'dateRange' })]);
  });
});

describe('afterKey', () => {
  const sql = (parts: Parameters<typeof afterKey>[0], last: unknown[]) => {
    const params: unknown[] = [];
    return [afterKey(parts, last, positionalBinder(params)), params];
  };
  it('an id alone is a plain range an index answers', () => {
    expect(sql([{ expr: 't.id', notNull: true }], [7])).toEqual(['(t.id > $1)', [7]]);
    expect(sql([{ expr: 't.id', desc: true, notNull: true }], [7])).toEqual(['(t.id < $1)', [7]]);
  });
  it('a nullable key goes on through its ties and to the nulls on their side', () => {
    expect(sql([{ expr: 'a' }, { expr: 'id', notNull: true }], ['x', 3])).toEqual(['(a > $1 OR (a = $1 AND (id > $2)) OR a IS NULL)', ['x', 3]]);
    expect(sql([{ expr: 'a' }, { expr: 'id', notNull: true }], [null, 3])).toEqual(['(a IS NULL AND (id > $1))', [3]]);
    expect(sql([{ expr: 'a', desc: true }, { expr: 'id', desc: true, notNull: true }], [null, 3])).toEqual(['((a IS NULL AND (id < $1)) OR a IS NOT NULL)', [3]]);
  });
});
