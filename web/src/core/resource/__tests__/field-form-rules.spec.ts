import Schema from '@rc-component/async-validator';
import { formRules } from '../field-rules';
import type { FieldDecl } from '../resource.types';

const L = { zh: '金额', en: 'Amount' };

// What the form's validator (the one antd's Form runs) makes of a value under the declared rules.
async function errorsOf(decl: FieldDecl, value: unknown, messages?: Parameters<typeof formRules>[1]): Promise<string[]> {
  const schema = new Schema({ v: formRules(decl, messages) as never });
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
  it('asks to select what is picked and to enter what is typed', async () => {
    const messages = { select: '请选择${label}', upload: '请上传${label}' };
    for (const type of ['dict', 'enum', 'ref', 'refs', 'date', 'datetime'] as const) {
      expect(await errorsOf({ type, label: L, required: true }, undefined, messages)).toEqual(['请选择${label}']);
    }
    expect(await errorsOf({ type: 'file', label: L, required: true }, undefined, messages)).toEqual(['请上传${label}']);
    // typed fields keep antd's own words ("please enter")
    expect(await errorsOf({ type: 'string', label: L, required: true }, '', messages)).not.toContain('请选择${label}');
    expect(await errorsOf({ type: 'money', label: L, required: true }, undefined, messages)).not.toContain('请选择${label}');
  });

  it('words numbers and lengths out of their limits as the server does, the limits grouped by thousands', async () => {
    const limits = {
      atLeast: (min: string) => `\${label} must be at least ${min}`,
      atMost: (max: string) => `\${label} must be at most ${max}`,
      between: (min: string, max: string) => `\${label} must be between ${min} and ${max}`,
      lengthAtLeast: (min: string) => `\${label} must be at least ${min} characters`,
      lengthAtMost: (max: string) => `\${label} must be at most ${max} characters`,
    };
    const messages = { select: '', upload: '', limits };
    expect(await errorsOf(amount, '-5', messages)).toEqual(['${label} must be between 0.01 and 1,000,000,000']);
    expect(await errorsOf({ type: 'int', label: L, min: 0 }, -1, messages)).toEqual(['${label} must be at least 0']);
    expect(await errorsOf({ type: 'number', label: L, max: 12500 }, 12501, messages)).toEqual(['${label} must be at most 12,500']);
    expect(await errorsOf({ type: 'string', label: L, max: 4 }, 'abcde', messages)).toEqual(['${label} must be at most 4 characters']);
  });
});
