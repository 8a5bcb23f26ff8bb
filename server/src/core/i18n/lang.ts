import type { Lang } from '../errors/error-code';

// zh is the default; anything that asks for English first gets English.
export function langFrom(header: string | undefined): Lang {
  if (!header) return 'zh';
  const first = header.split(',')[0].trim().toLowerCase();
  return first.startsWith('en') ? 'en' : 'zh';
}

export type Label = { zh: string; en: string };
export const pick = (label: Label, lang: Lang) => label[lang];
