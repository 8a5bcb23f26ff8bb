import { localToday, setLocalTimeZone } from '../../server/src/core/config/local-date';
import { checkDateOrder, checkInputValue, checkValue, validateInput } from '../../server/src/core/resource/field-validator';
import type { DateOrder, FieldDecl } from '../../server/src/core/resource/resource.types';
import { validationFields } from './support/validation-errors';

const fields: Record<string, FieldDecl> = {
  signDate: { type: 'date', label: { zh: '签发日期', en: 'Issue date' } },
  validDate: { type: 'date', label: { zh: '有效期', en: 'Expiry date' } },
  birthday: { type: 'date', label: { zh: '出生日期', en: 'Birthday' }, notFuture: true },
};

const errorsOf = validationFields;

describe('checkDateOrder', () => {
  const lt: DateOrder[] = [['signDate', 'validDate', 'lt']];
  const le: DateOrder[] = [['signDate', 'validDate', 'le']];
  const order = (o: DateOrder[], row: Record<string, unknown>) => errorsOf(() => checkDateOrder(fields, o, row));

  it("'lt' wants the later date strictly after the earlier, and names the later field", () => {
    expect(order(lt, { signDate: '2024-01-01', validDate: '2024-01-02' })).toBe('no error');
    expect(order(lt, { signDate: '2024-01-01', validDate: '2024-01-01' })).toEqual([
      { field: 'validDate', reason: 'order', message: { zh: '有效期必须晚于签发日期', en: 'Expiry date must be after Issue date' } },
    ]);
    expect(order(lt, { signDate: '2024-01-02', validDate: '2024-01-01' })).toEqual([expect.objectContaining({ field: 'validDate', reason: 'order' })]);
  });

  it("'le' lets both dates be the same day", () => {
    expect(order(le, { signDate: '2024-01-01', validDate: '2024-01-01' })).toBe('no error');
    expect(order(le, { signDate: '2024-01-02', validDate: '2024-01-01' })).toEqual([
      { field: 'validDate', reason: 'order', message: { zh: '有效期不能早于签发日期', en: 'Expiry date cannot be before Issue date' } },
    ]);
  });

  it('compares across months and years as dates, not as numbers', () => {
    expect(order(lt, { signDate: '2024-12-31', validDate: '2025-01-01' })).toBe('no error');
    expect(order(lt, { signDate: '2024-09-30', validDate: '2024-10-01' })).toBe('no error');
    expect(order(lt, { signDate: '2025-01-01', validDate: '2024-12-31' })).not.toBe('no error');
  });

  it('skips a pair when either date is empty', () => {
    for (const row of [{}, { signDate: '2024-01-02' }, { validDate: '2024-01-01' }, { signDate: '2024-01-02', validDate: null }, { signDate: '', validDate: '2024-01-01' }]) {
      expect(order(lt, row)).toBe('no error');
    }
  });

  it('checks nothing when the resource declares no order', () => {
    expect(errorsOf(() => checkDateOrder(fields, undefined, { signDate: '2024-01-02', validDate: '2024-01-01' }))).toBe('no error');
  });

  it('reports each later field once', () => {
    const o: DateOrder[] = [
      ['signDate', 'validDate', 'lt'],
      ['birthday', 'validDate', 'lt'],
      ['birthday', 'signDate', 'le'],
    ];
    const errs = order(o, { birthday: '2024-03-01', signDate: '2024-02-01', validDate: '2024-01-01' });
    expect(errs).toEqual([expect.objectContaining({ field: 'validDate' }), expect.objectContaining({ field: 'signDate' })]);
  });
});

describe('notFuture dates', () => {
  const birthday = fields.birthday;
  // 17:00 UTC on 30 June is 01:00 on 1 July in Shanghai: the company's today is already 1 July.
  const AFTER_MIDNIGHT_IN_CHINA = new Date('2024-06-30T17:00:00Z');

  afterEach(() => {
    jest.useRealTimers();
    setLocalTimeZone('Asia/Shanghai');
  });

  it("reads today on the company's wall clock, not in UTC", () => {
    expect(localToday(new Date('2024-06-30T15:59:59Z'))).toBe('2024-06-30');
    expect(localToday(new Date('2024-06-30T16:00:00Z'))).toBe('2024-07-01');
    setLocalTimeZone('UTC');
    expect(localToday(new Date('2024-06-30T16:00:00Z'))).toBe('2024-06-30');
    setLocalTimeZone('America/New_York');
    expect(localToday(new Date('2024-07-01T03:59:59Z'))).toBe('2024-06-30');
  });

  it('takes today and earlier, refuses tomorrow', () => {
    jest.useFakeTimers({ now: AFTER_MIDNIGHT_IN_CHINA, doNotFake: ['nextTick', 'setImmediate'] });
    expect(checkInputValue(birthday, '2024-07-01')).toEqual({ value: '2024-07-01' }); // the UTC date is still 30 June
    expect(checkInputValue(birthday, '2024-06-30')).toEqual({ value: '2024-06-30' });
    expect(checkInputValue(birthday, '1970-01-01')).toEqual({ value: '1970-01-01' });
    expect(checkInputValue(birthday, '2024-07-02')).toEqual({ reason: 'future' });
    expect(checkInputValue(birthday, '2099-01-01')).toEqual({ reason: 'future' });
  });

  it('follows the configured time zone', () => {
    jest.useFakeTimers({ now: AFTER_MIDNIGHT_IN_CHINA, doNotFake: ['nextTick', 'setImmediate'] });
    setLocalTimeZone('UTC');
    expect(checkInputValue(birthday, '2024-07-01')).toEqual({ reason: 'future' });
    expect(checkInputValue(birthday, '2024-06-30')).toEqual({ value: '2024-06-30' });
  });

  it('names the field when a record is written, and skips an empty date', () => {
    jest.useFakeTimers({ now: AFTER_MIDNIGHT_IN_CHINA, doNotFake: ['nextTick', 'setImmediate'] });
    expect(errorsOf(() => validateInput({ birthday }, { birthday: '2024-07-02' }, 'insert'))).toEqual([
      { field: 'birthday', reason: 'future', message: { zh: '出生日期不能晚于今天', en: 'Birthday cannot be later than today' } },
    ]);
    expect(validateInput({ birthday }, { birthday: '' }, 'update')).toEqual({ birthday: null });
    expect(validateInput({ birthday }, {}, 'insert')).toEqual({});
  });

  it('applies to written values only: a list filter may look for future dates', () => {
    jest.useFakeTimers({ now: AFTER_MIDNIGHT_IN_CHINA, doNotFake: ['nextTick', 'setImmediate'] });
    expect(checkValue(birthday, '2099-01-01')).toEqual({ value: '2099-01-01' });
  });

  it('leaves dates without the flag alone', () => {
    jest.useFakeTimers({ now: AFTER_MIDNIGHT_IN_CHINA, doNotFake: ['nextTick', 'setImmediate'] });
    expect(checkInputValue(fields.validDate, '2099-01-01')).toEqual({ value: '2099-01-01' });
  });
});

// issue 20 §7: a planned date (notPast) is not set or changed to a day before today; the day a row
// already holds may stay while its other fields change
describe('notPast', () => {
  const plan: Record<string, FieldDecl> = { planDate: { type: 'date', label: { zh: '计划日期', en: 'Planned date' }, notPast: true }, remark: { type: 'string', label: { zh: '备注', en: 'Remarks' } } };
  const yesterday = new Date(Date.parse(`${localToday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const before = new Date(Date.parse(`${localToday()}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);

  it('refuses a past day on insert, names the field and says why in both languages', () => {
    expect(errorsOf(() => validateInput(plan, { planDate: yesterday }, 'insert'))).toEqual([
      { field: 'planDate', reason: 'past', message: { zh: '计划日期不能早于今天', en: 'Planned date cannot be earlier than today' } },
    ]);
    expect(validateInput(plan, { planDate: localToday() }, 'insert')).toEqual({ planDate: localToday() });
  });

  it('on update keeps a stored past day, refuses a changed one', () => {
    const current = { planDate: yesterday };
    expect(validateInput(plan, { planDate: yesterday, remark: 'x' }, 'update', current)).toEqual({ planDate: yesterday, remark: 'x' });
    expect(errorsOf(() => validateInput(plan, { planDate: before }, 'update', current))).toEqual([expect.objectContaining({ field: 'planDate', reason: 'past' })]);
  });

  it('is not a filter rule: a search may look at past plans', () => {
    expect(checkInputValue(plan.planDate, yesterday)).toEqual({ value: yesterday });
  });
});
