import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

// The string formats a declaration may ask for (FieldDecl.format). Each answers the value as it is
// stored, or null when the value is not of the format. Pure: the unit tests and the web may use them.

// Phone numbers, as the company meets them:
// - a mainland mobile: 11 digits, 1 then 3 to 9 (13x ... 19x), written without separators;
// - a mainland landline with its area code: 0 and 2 or 3 digits, an optional dash, 7 or 8 digits,
//   and optionally an extension after '-', '转', '#' or 'ext' (0532-88886666-801, 02188886666转8);
// - an international number: '+' then digits, spaces and dashes, 7 to 20 digits in all
//   (seafarers abroad and foreign shipowners: +63 917 123 4567, +47-22-00-00-00).
// A number without area code or country code reaches nobody from here, so it is refused.
const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:(?:-|转|#|\s*ext\.?\s*)\d{1,6})?$/i;
const INTERNATIONAL = /^\+\d[\d -]*\d$/;

export function normalizePhone(v: string): string | null {
  const s = v.trim();
  if (MOBILE.test(s) || LANDLINE.test(s)) return s;
  if (INTERNATIONAL.test(s)) {
    const digits = s.replace(/\D/g, '').length;
    if (digits >= 7 && digits <= 20) return s;
  }
  return null;
}

// Resident identity card (居民身份证), GB 11643-1999: 6 digits of region, the date of birth as
// YYYYMMDD, 3 digits of sequence, and a check character over the first 17 (ISO 7064 MOD 11-2).
// The date must exist and not be in the future ("today" is the caller's, the company's date).
// Lower-case x is accepted and stored upper-case, as printed on the card.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
export const ID_CARD_SHAPE = /^\d{17}[\dX]$/i;

export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

export function normalizeIdCard(v: string, today: string): string | null {
  const s = v.trim().toUpperCase();
  if (!ID_CARD_SHAPE.test(s)) return null;
  if (idCardCheckChar(s) !== s[17]) return null;
  const birth = dayjs(s.slice(6, 14), 'YYYYMMDD', true);
  if (!birth.isValid()) return null;
  const born = birth.format('YYYY-MM-DD');
  return born >= '1900-01-01' && born <= today ? s : null;
}

// One @, something before it, a dotted domain after it, no spaces: what a mail server would take;
// deliverability is not knowable here.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function normalizeEmail(v: string): string | null {
  const s = v.trim();
  return EMAIL.test(s) ? s : null;
}
