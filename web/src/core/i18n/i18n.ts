import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocale, saveLocale } from '../storage';
import { whenIdle } from '../util/when-idle';
import { LANGS, type Lang } from './catalog-bundles';
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
  addLabels(lang, true); // the language's change draws everything again anyway
  saveLocale(lang);
  applyLocale(lang);
  await i18n.changeLanguage(lang);
}

export function addCatalogBundles(bundles: Record<Lang, object>): void {
  for (const lang of Object.keys(bundles) as Lang[]) i18n.addResourceBundle(lang, 'translation', bundles[lang], true, true);
}

// The catalog's labels (catalog-bundles.ts), per language: the language shown at once, the other when the
// browser is first idle or before a switch to it, whichever comes first. Building and merging both was
// twice the work in the first drawing after sign-in (issue 21 §2). `quiet`: added before anything is
// drawn with them (the frame's first drawing, with the catalog already landed), so nothing drawn needs
// telling; telling drew every translated component on the page again, the leaving sign-in page among them.
let catalogLabels: { build: (lang: Lang) => object; added: Set<Lang> } | null = null;

export function addCatalogLabels(build: (lang: Lang) => object, quiet: boolean): void {
  const entry = { build, added: new Set<Lang>() };
  catalogLabels = entry;
  addLabels(currentLang(), quiet);
  whenIdle(() => {
    if (catalogLabels === entry) for (const lang of LANGS) addLabels(lang, true);
  }, 3000);
}

function addLabels(lang: Lang, quiet: boolean): void {
  const entry = catalogLabels;
  if (!entry || entry.added.has(lang)) return;
  entry.added.add(lang);
  // built for this call alone: i18next need not copy it first
  i18n.addResourceBundle(lang, 'translation', entry.build(lang), true, true, { silent: quiet, skipCopy: true });
}

export { i18n };
