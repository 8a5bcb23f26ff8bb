import { idCardCheckChar, normalizeEmail, normalizeIdCard, normalizePhone } from '../../server/src/core/resource/field-formats';
import { checkInputValue, checkValue, validateInput } from '../../server/src/core/resource/field-validator';
import type { FieldDecl } from '../../server/src/core/resource/resource.types';
import { validationFields } from './support/validation-errors';

const TODAY = '2026-11-23';
const L = { zh: '字段', en: 'Field' };

// a valid card number for a date of birth (sequence 123: a man)
const card = (region: string, birth: string, seq = '123') => {
  const first = `${region}${birth}${seq}`;
  return first + idCardCheckChar(first);
};

describe('phone numbers', () => {
  it.each([
    ['13805320000', 'mainland mobile'],
    ['19912345678', 'mainland mobile, 19x'],
    ['0532-88886666', 'landline with area code and dash'],
    ['053288886666', 'landline without dash'],
    ['010-12345678', 'three-digit area code, eight digits'],
    ['0411-8888666', 'seven-digit local number'],
    ['0532-88886666-801', 'extension after a dash'],
    ['0532-88886666转801', 'extension after 转'],
    ['0532-88886666 ext. 801', 'extension after ext'],
    ['+63 917 123 4567', 'Philippine mobile'],
    ['+86 138 0532 0000', 'mainland mobile with country code'],
    ['+47-22-00-00-00', 'Norwegian landline with dashes'],
    ['  13805320000 ', 'spaces around are trimmed'],
  ])('accepts %s (%s)', (v) => {
    expect(normalizePhone(v)).toBe(v.trim());
  });

  it.each([
    ['1', 'one digit'],
    ['12345678901', 'mobile must start 13-19'],
    ['1380532000', 'ten-digit mobile'],
    ['138053200001', 'twelve-digit mobile'],
    ['88886666', 'landline without area code'],
    ['0532-888866', 'six-digit local number'],
    ['+12345', 'international with five digits'],
    ['+1234567890123456789012', 'international with 22 digits'],
    ['+63 917 123 456a', 'letters'],
    ['138-0532-0000', 'a mobile with dashes is not a landline'],
    ['+', 'a plus alone'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (v) => {
    expect(normalizePhone(v)).toBeNull();
  });
});

describe('resident identity card numbers (GB 11643)', () => {
  it('computes the check character of the standard example', () => {
    // GB 11643-1999 appendix: 11010519491231002X
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(normalizeIdCard('11010519491231002X', TODAY)).toBe('11010519491231002X');
  });

  it('accepts a lower-case x and answers it upper-case', () => {
    expect(normalizeIdCard('11010519491231002x', TODAY)).toBe('11010519491231002X');
  });

  it('accepts valid numbers of other places, dates and sequences', () => {
    for (const n of [card('370202', '19880412'), card('210202', '20000229', '124'), card('420102', '19660101', '001')]) expect(normalizeIdCard(n, TODAY)).toBe(n);
  });

  it('refuses a wrong check character', () => {
    const n = card('370202', '19880412');
    const wrong = n.slice(0, 17) + (n[17] === '0' ? '1' : '0');
    expect(normalizeIdCard(wrong, TODAY)).toBeNull();
  });

  it.each([
    [card('370202', '19880230'), 'no 30 February'],
    [card('370202', '19881301'), 'no month 13'],
    [card('370202', '20261124'), 'born tomorrow'],
    [card('370202', '18991231'), 'born before 1900'],
    ['37020219880412123', '17 characters'],
    ['3702021988041212345', '19 characters'],
    ['37020219880412A23X', 'a letter inside'],
    ['370202880412123', 'the old 15-digit number'],
  ])('refuses %s (%s)', (v) => {
    expect(normalizeIdCard(v, TODAY)).toBeNull();
  });

  it('accepts someone born today', () => {
    const n = card('370202', TODAY.replace(/-/g, ''));
    expect(normalizeIdCard(n, TODAY)).toBe(n);
  });
});

describe('email addresses', () => {
  it('accepts an ordinary address and refuses what a mail server would not take', () => {
    expect(normalizeEmail(' li.ming@163.com ')).toBe('li.ming@163.com');
    for (const bad of ['li.ming', 'li@ming', 'li ming@163.com', '@163.com', 'li@@163.com', 'li@163.']) expect(normalizeEmail(bad)).toBeNull();
  });
});

describe('the validator applies a declared format to input, not to filters', () => {
  const phone: FieldDecl = { type: 'string', format: 'phone', label: L, max: 32 };
  const id: FieldDecl = { type: 'string', format: 'idCard', label: L, max: 32 };

  it('refuses a bad phone with the reason phone and keeps a good one', () => {
    expect(checkInputValue(phone, '1')).toEqual({ reason: 'phone' });
    expect(checkInputValue(phone, ' 13805320000 ')).toEqual({ value: '13805320000' });
  });

  it('stores an identity card number with an upper-case X', () => {
    expect(checkInputValue(id, '11010519491231002x')).toEqual({ value: '11010519491231002X' });
    expect(checkInputValue(id, '110105194912310021')).toEqual({ reason: 'idCard' });
  });

  it('still refuses the wrong type and a NUL before the format', () => {
    expect(checkInputValue(phone, 13805320000)).toEqual({ reason: 'type' });
    expect(checkInputValue(phone, '138\u000005320000')).toEqual({ reason: 'control' });
  });

  it('reads a search value without the input rules: part of a number, a date range into the future', () => {
    expect(checkValue(phone, '1380')).toEqual({ value: '1380' });
    expect(checkValue({ type: 'date', notFuture: true, label: L }, '2999-12-31')).toEqual({ value: '2999-12-31' });
    expect(checkInputValue({ type: 'date', notFuture: true, label: L }, '2999-12-31')).toEqual({ reason: 'future' });
  });

  it('refuses negative and zero amounts given as strings or numbers where a minimum is declared', () => {
    const amount: FieldDecl = { type: 'money', label: L, min: 0.01 };
    for (const v of ['-5', -5, '0', 0, '-0', '0.001']) expect(checkInputValue(amount, v).reason).toBeDefined();
    expect(checkInputValue(amount, '0.01')).toEqual({ value: 0.01 });
  });

  it('words a number past its limit with the limit grouped by thousands', () => {
    const amount: FieldDecl = { type: 'money', label: { zh: '金额', en: 'Amount' }, min: 0.01, max: 1e9 };
    expect(validationFields(() => validateInput({ amount }, { amount: '1000000001' }, 'insert'))).toEqual([
      { field: 'amount', reason: 'max', message: { zh: '金额不能大于 1,000,000,000', en: 'Amount must be at most 1,000,000,000' } },
    ]);
    expect(validationFields(() => validateInput({ amount }, { amount: '0' }, 'insert'))).toEqual([
      { field: 'amount', reason: 'min', message: { zh: '金额不能小于 0.01', en: 'Amount must be at least 0.01' } },
    ]);
    // a limit of many decimals is said in full, never rounded to the value it refuses
    const rate: FieldDecl = { type: 'number', label: { zh: '汇率', en: 'Exchange rate' }, min: 0.000001, max: 100000 };
    expect(validationFields(() => validateInput({ rate }, { rate: 0 }, 'insert'))).toEqual([
      { field: 'rate', reason: 'min', message: { zh: '汇率不能小于 0.000001', en: 'Exchange rate must be at least 0.000001' } },
    ]);
  });
});

describe('what a form leaves empty, and days the calendar does not have', () => {
  const name: FieldDecl = { type: 'string', label: { zh: '原因', en: 'Reason' }, required: true };
  const note: FieldDecl = { type: 'text', label: L };

  it('takes a text of spaces as empty: refused where required, saved as nothing where not', () => {
    for (const v of ['   ', '\t \n', '\u202e ']) {
      expect(validationFields(() => validateInput({ name }, { name: v }, 'insert'))).toEqual([{ field: 'name', reason: 'required', message: { zh: '原因不能为空', en: 'Reason is required' } }]);
      expect(validationFields(() => validateInput({ name }, { name: v }, 'update'))).toEqual([{ field: 'name', reason: 'required', message: { zh: '原因不能为空', en: 'Reason is required' } }]);
    }
    expect(validateInput({ note }, { note: '  ' }, 'update')).toEqual({ note: null });
    expect(validateInput({ name }, { name: '  到港  ' }, 'insert')).toEqual({ name: '到港' });
    // a password is hashed as typed: spaces are a password, not nothing
    expect(validateInput({ pw: { type: 'password', label: L, required: true } }, { pw: '   ' }, 'insert')).toEqual({ pw: '   ' });
  });

  it('refuses a date-time on a day the month does not have, rather than rolling it into the next month', () => {
    const at: FieldDecl = { type: 'datetime', label: L };
    for (const v of ['2027-02-30T10:00:00Z', '2027-04-31T03:00:00Z', '2026-02-29 08:00', '2027-13-01T00:00:00Z']) expect(checkValue(at, v)).toEqual({ reason: 'format' });
    expect(checkValue(at, '2028-02-29T10:00:00Z')).toEqual({ value: new Date('2028-02-29T10:00:00Z') });
    expect(checkValue(at, '2027-03-01T08:30:00+08:00')).toEqual({ value: new Date('2027-03-01T00:30:00Z') });
  });
});
