import Nzh from 'nzh';
import { amountInWords, AmountInWordsError } from '../../server/src/core/amount/amount-in-words';

const reasonOf = (input: unknown): string | undefined => {
  try {
    amountInWords(input as number);
    return undefined;
  } catch (e) {
    return e instanceof AmountInWordsError ? e.reason : 'other';
  }
};

describe('amountInWords', () => {
  it.each([
    [0, '零元整'],
    [0.0001, '壹毫'],
    [0.1, '壹角整'],
    [0.01, '壹分'],
    [0.05, '伍分'],
    [10.5, '壹拾元伍角整'],
    [1234.5, '壹仟贰佰叁拾肆元伍角整'],
    [1001, '壹仟零壹元整'],
    [10010, '壹万零壹拾元整'],
    [100000, '壹拾万元整'],
    [100000000, '壹亿元整'],
    [1000000001, '壹拾亿零壹元整'],
    [999999999999999, '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    [1e12, '壹万亿元整'],
    [1000100000000, '壹万零壹亿元整'],
    [100001000, '壹亿零壹仟元整'],
    [10, '壹拾元整'],
    [10.0001, '壹拾元零壹毫'],
    [10.05, '壹拾元零伍分'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [1.2345, '壹元贰角叁分肆厘伍毫'],
    [0.0501, '伍分零壹毫'],
    [0.501, '伍角零壹厘'],
    [100.1, '壹佰元壹角整'],
  ])('%p → %s', (input, words) => {
    expect(amountInWords(input)).toBe(words);
  });

  it('reads strings exactly, trailing zeros included', () => {
    expect(amountInWords('1234.50')).toBe('壹仟贰佰叁拾肆元伍角整');
    expect(amountInWords(' 007.10 ')).toBe('柒元壹角整');
    expect(amountInWords('999999999999999.9999')).toBe('玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分玖厘玖毫');
    expect(amountInWords('1.00000')).toBe('壹元整');
  });

  it('prefixes negative amounts with 负, but not zero', () => {
    expect(amountInWords(-5)).toBe('负伍元整');
    expect(amountInWords('-0.05')).toBe('负伍分');
    expect(amountInWords(-0)).toBe('零元整');
    expect(amountInWords('-0.00')).toBe('零元整');
  });

  it('writes zero digits among 角, 分, 厘 and 毫 as one 零, and 整 only after 元 or 角', () => {
    expect(amountInWords('0')).toBe('零元整');
    expect(amountInWords('0.00')).toBe('零元整');
    expect(amountInWords('+5')).toBe('伍元整');
    expect(amountInWords('1.01')).toBe('壹元零壹分');
    expect(amountInWords('1.001')).toBe('壹元零壹厘');
    expect(amountInWords('1.2005')).toBe('壹元贰角零伍毫');
    expect(amountInWords('1.2050')).toBe('壹元贰角零伍厘');
    expect(amountInWords('0.0050')).toBe('伍厘');
    expect(amountInWords('100000.5')).toBe('壹拾万元伍角整');
    expect(amountInWords(999999999999999.9)).toBe('玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角整');
  });

  it('writes 负 before amounts below one yuan and before 角 整', () => {
    expect(amountInWords(-0.5)).toBe('负伍角整');
    expect(amountInWords('-0.0001')).toBe('负壹毫');
    expect(amountInWords('-999999999999999.9999')).toBe('负玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分玖厘玖毫');
    expect(reasonOf('-0.00001')).toBe('tooManyDecimals');
    expect(reasonOf('-')).toBe('invalid');
  });

  it('refuses 1e15 and more', () => {
    expect(reasonOf(1e15)).toBe('tooLarge');
    expect(reasonOf('1000000000000000')).toBe('tooLarge');
    expect(reasonOf(-1e15)).toBe('tooLarge');
    expect(reasonOf(1e21)).toBe('tooLarge');
    expect(reasonOf(999999999999999)).toBeUndefined();
  });

  it('takes 4 decimals and refuses 5', () => {
    expect(reasonOf(1.2345)).toBeUndefined();
    expect(reasonOf(1.23456)).toBe('tooManyDecimals');
    expect(reasonOf('0.00001')).toBe('tooManyDecimals');
    expect(reasonOf(1e-7)).toBe('tooManyDecimals');
    expect(reasonOf(0.1 + 0.2)).toBe('tooManyDecimals');
  });

  it('refuses what is not an amount', () => {
    for (const bad of [NaN, Infinity, -Infinity, '', ' ', 'abc', '1,000', '1e3', '.5', '5.', '--1', null, undefined, true, {}, []]) {
      expect(reasonOf(bad)).toBe('invalid');
    }
  });

  it('throws a typed error', () => {
    expect(() => amountInWords(1e15)).toThrow(AmountInWordsError);
  });

  // Cross-check of the integer part and of 角/分 against nzh (which stops at 分 and writes no 整 after 角).
  it('agrees with nzh on yuan, jiao and fen', () => {
    const samples: string[] = [1, 9, 10, 11, 20, 101, 110, 1010, 1100, 10001, 10100, 101010, 1000010, 10000100, 100010001, 1010101010, 20000000002, 305000000006, 7000000000008, 80008000800080, 900000000000009].map(String);
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 300; i++) samples.push(`${Math.floor(rnd() * 10 ** Math.ceil(rnd() * 15))}.${String(Math.floor(rnd() * 100)).padStart(2, '0')}`);
    for (const n of samples) {
      if (Number(n) === 0) continue;
      const expected = Nzh.cn.toMoney(n, { outSymbol: false }).replace(/角$/, '角整').replace(/元$/, '元整'); // nzh leaves 整 off for '….00'
      expect([n, amountInWords(n)]).toEqual([n, expected]);
    }
  });
});
