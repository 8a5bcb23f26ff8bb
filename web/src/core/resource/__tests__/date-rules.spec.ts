import dayjs from 'dayjs';
import { dateLimit, dateSiblings } from '../date-rules';
import type { DateOrder, FieldDecl } from '../resource.types';

const L = { zh: '日期', en: 'Date' };
const date = (extra: Partial<FieldDecl> = {}): FieldDecl => ({ type: 'date', label: L, ...extra });
// BoatWork's order (SPEC §5) and a leave's year at most
const WORK: DateOrder[] = [
  ['leaveDate', 'onboatDate', 'le'],
  ['onboatDate', 'leaveboatDate', 'lt'],
  ['leaveboatDate', 'enterDate', 'le'],
];
const LEAVE: DateOrder[] = [['startDate', 'endDate', 'le', 365]];
const TODAY = '2026-11-26';
const d = (s: string) => dayjs(s);

describe('date limits from the declaration', () => {
  it('a fact is not dated after the company’s today', () => {
    expect(dateLimit('birthday', date({ notFuture: true }), undefined, {}, d('2026-11-27'), TODAY)).toEqual({ reason: 'future' });
    expect(dateLimit('birthday', date({ notFuture: true }), undefined, {}, d('2026-11-26'), TODAY)).toBeNull();
    expect(dateLimit('plan', date(), undefined, {}, d('2030-01-01'), TODAY)).toBeNull();
  });

  it('a plan is not dated before the company’s today, unless it keeps the day stored on the row', () => {
    const plan = date({ notPast: true });
    expect(dateLimit('planDate', plan, undefined, {}, d('2026-11-25'), TODAY)).toEqual({ reason: 'past' });
    expect(dateLimit('planDate', plan, undefined, {}, d('2026-11-26'), TODAY)).toBeNull();
    expect(dateLimit('planDate', plan, undefined, {}, d('2026-11-25'), TODAY, false, '2026-11-25')).toBeNull();
    expect(dateLimit('planDate', plan, undefined, {}, d('2026-11-24'), TODAY, false, '2026-11-25')).toEqual({ reason: 'past' });
    expect(dateLimit('birthday', date(), undefined, {}, d('2000-01-01'), TODAY)).toBeNull();
  });

  it('orders a date after the sibling before it, strictly for lt, from the form or the row', () => {
    const row = { onboatDate: '2026-10-01' };
    expect(dateLimit('leaveboatDate', date(), WORK, row, d('2026-10-01'), TODAY)).toEqual({ reason: 'after', other: 'onboatDate' });
    expect(dateLimit('leaveboatDate', date(), WORK, row, d('2026-09-30'), TODAY)).toEqual({ reason: 'after', other: 'onboatDate' });
    expect(dateLimit('leaveboatDate', date(), WORK, row, d('2026-10-02'), TODAY)).toBeNull();
    expect(dateLimit('enterDate', date(), WORK, { leaveboatDate: d('2026-11-01') }, d('2026-11-01'), TODAY)).toBeNull();
    expect(dateLimit('enterDate', date(), WORK, { leaveboatDate: d('2026-11-01') }, d('2026-10-31'), TODAY)).toEqual({ reason: 'notBefore', other: 'leaveboatDate' });
    // an empty sibling limits nothing
    expect(dateLimit('enterDate', date(), WORK, {}, d('2000-01-01'), TODAY)).toBeNull();
  });

  it('orders a date before the sibling after it', () => {
    expect(dateLimit('onboatDate', date(), WORK, { leaveboatDate: '2026-10-05' }, d('2026-10-05'), TODAY)).toEqual({ reason: 'before', other: 'leaveboatDate' });
    expect(dateLimit('leaveDate', date(), WORK, { onboatDate: '2026-10-05' }, d('2026-10-05'), TODAY)).toBeNull();
    expect(dateLimit('leaveDate', date(), WORK, { onboatDate: '2026-10-05' }, d('2026-10-06'), TODAY)).toEqual({ reason: 'notAfter', other: 'onboatDate' });
  });

  it('keeps a span within its days, from either end', () => {
    expect(dateLimit('endDate', date(), LEAVE, { startDate: '2026-01-01' }, d('2027-01-01'), TODAY)).toBeNull();
    expect(dateLimit('endDate', date(), LEAVE, { startDate: '2026-01-01' }, d('2027-01-02'), TODAY)).toEqual({ reason: 'spanAfter', other: 'startDate', days: 365 });
    expect(dateLimit('startDate', date(), LEAVE, { endDate: '2027-01-02' }, d('2026-01-01'), TODAY)).toEqual({ reason: 'spanBefore', other: 'endDate', days: 365 });
  });

  it('lets a date-time end later the same day on the calendar, and checks the instant when validating', () => {
    const dt: FieldDecl = { type: 'datetime', label: L };
    const order: DateOrder[] = [['beginAt', 'endAt', 'lt', 14]];
    const values = { beginAt: d('2026-11-20T09:00:00') };
    expect(dateLimit('endAt', dt, order, values, d('2026-11-20T00:00:00'), TODAY)).toBeNull();
    expect(dateLimit('endAt', dt, order, values, d('2026-11-20T08:00:00'), TODAY, true)).toEqual({ reason: 'after', other: 'beginAt' });
    expect(dateLimit('endAt', dt, order, values, d('2026-11-20T18:00:00'), TODAY, true)).toBeNull();
    expect(dateLimit('endAt', dt, order, values, d('2026-11-19T18:00:00'), TODAY)).toEqual({ reason: 'after', other: 'beginAt' });
  });

  it('names the siblings a field moves with', () => {
    expect(dateSiblings('onboatDate', WORK)).toEqual(['leaveDate', 'leaveboatDate']);
    expect(dateSiblings('birthday', WORK)).toEqual([]);
  });
});
