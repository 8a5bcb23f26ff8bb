import type { Lang } from '../errors/error-code';
import { fillTemplate } from '../i18n/lang';

// What a stored message says, declared once by the module that sends it and rendered when it is read, in
// the reader's language: a message is stored as a key and its parameters, not as a sentence in one
// language (or two glued together).
export interface MessageText {
  title: [zh: string, en: string];
  content?: [zh: string, en: string];
}

// A declared message named by its key, with its parameters: what is stored instead of a sentence.
export interface MessageRef {
  key: string;
  params?: Record<string, unknown>;
}

const texts = new Map<string, MessageText>();

// Answers the keys ('<module>.<name>') to send. Re-declaring a name replaces it (test files load modules
// more than once).
export function defineMessages<M extends string, const T extends Record<string, MessageText>>(module: M, defs: T): { readonly [K in keyof T & string]: `${M}.${K}` } {
  const keys: Record<string, string> = {};
  for (const [name, text] of Object.entries(defs)) {
    texts.set(`${module}.${name}`, text);
    keys[name] = `${module}.${name}`;
  }
  return keys as { readonly [K in keyof T & string]: `${M}.${K}` };
}

// The message in `lang`; null for a key nobody declares (an old row, a module since removed).
export function renderMessage(key: string, params: Record<string, unknown> | null, lang: Lang): { title: string; content: string | null } | null {
  const text = texts.get(key);
  if (!text) return null;
  const i = lang === 'en' ? 1 : 0;
  const fill = (s: string) => fillTemplate(s, params, lang);
  return { title: fill(text.title[i]), content: text.content ? fill(text.content[i]) : null };
}
