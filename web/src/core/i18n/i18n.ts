import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocale, saveLocale } from '../storage';
import type { Lang } from './catalog-bundles';
import { en } from './locales/en';
import { zh } from './locales/zh';

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: getLocale(),
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  // menu permission keys contain ':' (userManagement:add); there is one namespace anyway
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // bundles built from Meta/getResources arrive after start; re-render when they do
  react: { bindI18nStore: 'added', useSuspense: false },
});

// dayjs follows the language too (dayjs-locale.ts, loaded with the frame: sign-in shows no date)
function applyLocale(lang: Lang) {
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
}

applyLocale(currentLang());

export function currentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'zh';
}

export async function setLanguage(lang: Lang): Promise<void> {
  saveLocale(lang);
  applyLocale(lang);
  await i18n.changeLanguage(lang);
}

export function addCatalogBundles(bundles: Record<Lang, object>): void {
  for (const lang of Object.keys(bundles) as Lang[]) i18n.addResourceBundle(lang, 'translation', bundles[lang], true, true);
}

export { i18n };
