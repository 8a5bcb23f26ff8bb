// Amounts in Chinese capitals (大写金额), SPEC §5: values below 1e15 with up to 4 decimals.
// Pure and dependency-free on purpose: the web imports this same file, so it must run in a browser.
// nzh (ARCHITECTURE §9) was the first choice, but it stops at 分 and writes no 整 after 角, while we
// need 厘 and 毫 and the glossary form 1234.5 → 壹仟贰佰叁拾肆元伍角整.
//
// Decisions (the usual rules for filling in bills, extended to 厘 and 毫):
// - 整 follows 元 or 角 when nothing smaller follows; never after 分, 厘 or 毫 (0.05 → 伍分).
// - Below one yuan the integer part is left out (0.05 → 伍分); zero alone is 零元整.
// - A run of zeros inside the number is one 零 (1001 → 壹仟零壹元整, 1000000001 → 壹拾亿零壹元整);
//   a zero 角 between 元 and a later digit is written too (10.05 → 壹拾元零伍分, 10.0001 → 壹拾元零壹毫).
// - A zero in the 元 place followed by 角 writes no 零 (1680.32 → 壹仟陆佰捌拾元叁角贰分): both forms
//   are accepted on bills, and this is the one nzh writes.
// - 10 is 壹拾 (bills always write the leading 壹); 1e12 is 壹万亿.
// - Negative amounts get the prefix 负 (-5 → 负伍元整); -0 is 零元整.
// - Trailing zeros of the decimals do not count against the 4-decimal limit ('1.50000' is 1.5).
// - A number is read as JavaScript prints it: 0.1 + 0.2 prints 0.30000000000000004 and is refused
//   (too many decimals). Pass computed amounts rounded, or as strings, which are read exactly.

export type AmountErrorReason = 'invalid' | 'tooLarge' | 'tooManyDecimals';

export class AmountInWordsError extends Error {
  constructor(readonly reason: AmountErrorReason, readonly input: unknown) {
    super(`Amount ${String(input)}: ${reason}`);
    this.name = 'AmountInWordsError';
  }
}

export const AMOUNT_MAX_INTEGER_DIGITS = 15; // below 1e15
export const AMOUNT_MAX_DECIMALS = 4;

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const GROUP_UNITS = ['仟', '佰', '拾', ''];
const FRACTION_UNITS = ['角', '分', '厘', '毫'];

export function isAmountInWordsError(e: unknown): e is AmountInWordsError {
  return e instanceof AmountInWordsError;
}

export function amountInWords(input: number | string): string {
  const { negative, integer, fraction } = parseAmount(input);
  const intValue = Number(integer); // at most 15 digits: exact as a double
  const fracDigits = fraction.padEnd(AMOUNT_MAX_DECIMALS, '0').split('').map(Number);
  const hasFraction = fracDigits.some((d) => d !== 0);
  if (intValue === 0 && !hasFraction) return '零元整';

  let out = intValue > 0 ? `${integerWords(intValue)}元` : '';
  if (!hasFraction) return `${negative ? '负' : ''}${out}整`;

  // zeros before the first fraction digit count only when there is a yuan part to separate from
  let pendingZero = false;
  let lastUnit = -1;
  fracDigits.forEach((d, i) => {
    if (d === 0) {
      if (out) pendingZero = true;
      return;
    }
    if (pendingZero) out += '零';
    out += DIGITS[d] + FRACTION_UNITS[i];
    pendingZero = false;
    lastUnit = i;
  });
  if (lastUnit === 0) out += '整';
  return `${negative ? '负' : ''}${out}`;
}

// Reads the input into exact digit strings; numbers are read as JavaScript prints them.
function parseAmount(input: unknown): { negative: boolean; integer: string; fraction: string } {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new AmountInWordsError('invalid', input);
    text = String(input);
    // exponent notation only appears from 1e21 up or below 1e-6: too large, or too many decimals
    if (/e/i.test(text)) throw new AmountInWordsError(Math.abs(input) >= 1 ? 'tooLarge' : 'tooManyDecimals', input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    throw new AmountInWordsError('invalid', input);
  }
  const m = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new AmountInWordsError('invalid', input);
  const integer = m[2].replace(/^0+(?=\d)/, '');
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) throw new AmountInWordsError('tooLarge', input);
  if (fraction.length > AMOUNT_MAX_DECIMALS) throw new AmountInWordsError('tooManyDecimals', input);
  const zero = /^0$/.test(integer) && fraction === '';
  return { negative: m[1] === '-' && !zero, integer, fraction };
}

// n > 0, n < 1e16. Split at 亿 first so that a high part of 1..9999999 reads with its own 万 (壹万亿).
function integerWords(n: number): string {
  if (n >= 1e8) return joinParts(integerWords(Math.floor(n / 1e8)), '亿', n % 1e8, 1e7, integerWords);
  if (n >= 1e4) return joinParts(groupWords(Math.floor(n / 1e4)), '万', n % 1e4, 1e3, groupWords);
  return groupWords(n);
}

// high part + unit, then the low part, with one 零 when the low part does not fill its top place
function joinParts(high: string, unit: string, low: number, lowTop: number, lowWords: (n: number) => string): string {
  if (low === 0) return high + unit;
  return high + unit + (low < lowTop ? '零' : '') + lowWords(low);
}

// 1..9999: leading zeros dropped, inner runs of zeros as one 零, trailing zeros dropped.
function groupWords(n: number): string {
  const digits = String(n).padStart(4, '0').split('').map(Number);
  let out = '';
  let pendingZero = false;
  digits.forEach((d, i) => {
    if (d === 0) {
      if (out) pendingZero = true;
      return;
    }
    if (pendingZero) out += '零';
    out += DIGITS[d] + GROUP_UNITS[i];
    pendingZero = false;
  });
  return out;
}
