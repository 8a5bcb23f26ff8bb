import type { Lang } from '../errors/error-code';

// zh is the default; anything that asks for English first gets English.
export function langFrom(header: string | undefined): Lang {
  if (!header) return 'zh';
  const first = header.split(',')[0].trim().toLowerCase();
  return first.startsWith('en') ? 'en' : 'zh';
}

export type Label = { zh: string; en: string };
export const pick = (label: Label, lang: Lang) => label[lang];

// A text's {name} placeholders filled from `params`, in `lang`: a parameter given in both languages (a
// field's label) is said in the reader's. Errors and stored messages are rendered with it.
export function fillTemplate(template: string, params: Record<string, unknown> | null | undefined, lang: Lang): string {
  return template.replace(/\{(\w+)\}/g, (_, name) => {
    const v = params?.[name];
    return v && typeof v === 'object' && lang in v ? String((v as Record<Lang, unknown>)[lang]) : String(v ?? '');
  });
}
