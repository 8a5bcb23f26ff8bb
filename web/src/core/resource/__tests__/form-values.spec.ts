import dayjs from 'dayjs';
import { formFields, isListField, sortParam } from '../field-rules';
import { fromFormValues, toFilterBody, toFormValues } from '../form-values';
import type { FieldDecl, ResourceMeta } from '../resource.types';

const L = { zh: 'x', en: 'x' };
const fields: Record<string, FieldDecl> = {
  username: { type: 'string', label: L, filter: 'like' },
  password: { type: 'password', label: L, createOnly: true },
  gmtEntry: { type: 'date', label: L, filter: 'range' },
  status: { type: 'dict', dict: 'userStatus', label: L, filter: 'eq' },
  roleIds: { type: 'refs', ref: 'SysRole', label: L },
  enabled: { type: 'boolean', label: L },
  leaveStatus: { type: 'string', label: L, readOnly: true },
  remark: { type: 'text', label: L },
};
const meta = { name: 'x', label: L, fields, operations: [], access: {}, actions: [] } as ResourceMeta;

describe('field rules', () => {
  it('keeps createOnly fields for insert only and readOnly fields out of forms', () => {
    expect(formFields(meta, 'insert').map(([n]) => n)).toContain('password');
    expect(formFields(meta, 'update').map(([n]) => n)).not.toContain('password');
    expect(formFields(meta, 'insert').map(([n]) => n)).not.toContain('leaveStatus');
  });

  it('hides text and password from list columns by default', () => {
    expect(isListField(fields.remark)).toBe(false);
    expect(isListField(fields.password)).toBe(false);
    expect(isListField(fields.username)).toBe(true);
  });

  it('writes the sort parameter as field or -field', () => {
    expect(sortParam('name', 'ascend')).toBe('name');
    expect(sortParam('name', 'descend')).toBe('-name');
    expect(sortParam('name', null)).toBeUndefined();
  });
});

describe('form values', () => {
  it('turns dates into dayjs and back into YYYY-MM-DD', () => {
    const v = toFormValues(fields, { gmtEntry: '2024-03-05', username: 'a' });
    expect(dayjs.isDayjs(v.gmtEntry)).toBe(true);
    expect(fromFormValues(fields, v, 'update').gmtEntry).toBe('2024-03-05');
  });

  it('reads numeric text (PostgreSQL numeric) as numbers', () => {
    const f: Record<string, FieldDecl> = { days: { type: 'number', label: L }, amount: { type: 'money', label: L } };
    expect(toFormValues(f, { days: '0.0', amount: '12.5000' })).toEqual({ days: 0, amount: '12.5000' });
  });

  it('sends cleared fields as null on update and leaves empty ones out on insert', () => {
    expect(fromFormValues(fields, { username: ' bob ', status: undefined, roleIds: [] }, 'update')).toEqual({ username: 'bob', status: null, roleIds: [] });
    expect(fromFormValues(fields, { username: 'bob', status: undefined, roleIds: [] }, 'insert')).toEqual({ username: 'bob' });
  });

  it('never sends readOnly fields or createOnly fields on update', () => {
    expect(fromFormValues(fields, { leaveStatus: 'x', password: 'secret123' }, 'update')).toEqual({});
    expect(fromFormValues(fields, { password: 'secret123' }, 'insert')).toEqual({ password: 'secret123' });
  });

  it('builds filters: like text, eq value, range [from, to], keyword', () => {
    const body = toFilterBody(fields, {
      keyword: ' ad ',
      username: 'adm',
      status: '1',
      gmtEntry: [dayjs('2024-01-01'), null],
      remark: 'ignored: not a filter',
    });
    expect(body).toEqual({ keyword: 'ad', username: 'adm', status: '1', gmtEntry: ['2024-01-01', null] });
  });
});
