import type { Lang } from '../../core/errors/error-code';

// What a request shows in both languages (issue 11 §4): its title and its steps' names are kept in
// Chinese and English; a row written before (or a step the file names in Chinese only) falls back to
// the Chinese.

// As messages carry them, both languages, each reader reading their own (fillTemplate picks).
export const titleOf = (x: { title: string; titleEn: string | null }) => ({ zh: x.title, en: x.titleEn ?? x.title });
export const stepOf = (x: { name: string; nameEn: string | null }) => ({ zh: x.name, en: x.nameEn ?? x.name });

// As lists read them, in SQL: the English column for an English reader when the row has one.
export const inLang = (lang: Lang, zh: string, en: string) => (lang === 'en' ? `COALESCE(NULLIF(${en}, ''), ${zh})` : zh);
