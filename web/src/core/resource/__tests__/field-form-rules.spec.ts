import Schema from '@rc-component/async-validator';
import { formRules } from '../field-rules';
import type { FieldDecl } from '../resource.types';

const L = { zh: '金额', en: 'Amount' };

// What the form's validator (the one antd's Form runs) makes of a value under the declared rules.
async function errorsOf(decl: FieldDecl, value: unknown): Promise<string[]> {
  const schema = new Schema({ v: formRules(decl) as never });
  try {
    await schema.validate({ v: value });
    return [];
  } catch (e) {
    return ((e as { errors?: Array<{ message: string }> }).errors ?? []).map((x) => x.message);
  }
}

describe('form rules from the declaration', () => {
  const amount: FieldDecl = { type: 'money', label: L, required: true, min: 0.01, max: 1e9 };
  const quantity: FieldDecl = { type: 'int', label: L, min: 1, max: 10000 };

  it('refuses an amount below the minimum instead of raising it to the minimum', async () => {
    expect(await errorsOf(amount, '-5')).toHaveLength(1);
    expect(await errorsOf(amount, '0')).toHaveLength(1);
    expect(await errorsOf(amount, '0.01')).toEqual([]);
    expect(await errorsOf(amount, '386.50')).toEqual([]);
  });

  it('checks whole numbers against both ends and leaves an empty optional one alone', async () => {
    expect(await errorsOf(quantity, 0)).toHaveLength(1);
    expect(await errorsOf(quantity, 10001)).toHaveLength(1);
    expect(await errorsOf(quantity, 3)).toEqual([]);
    expect(await errorsOf(quantity, null)).toEqual([]);
  });

  it('keeps the text rules: required without blanks, length limits', async () => {
    const name: FieldDecl = { type: 'string', label: L, required: true, max: 4 };
    expect(await errorsOf(name, '  ')).toHaveLength(1);
    expect(await errorsOf(name, 'abcde')).toHaveLength(1);
    expect(await errorsOf(name, 'abc')).toEqual([]);
  });
});
