import { useTranslation } from 'react-i18next';
import type { Lang } from '../../core/i18n/catalog-bundles';
import { setLanguage } from '../../core/i18n/i18n';
import './lang-switch.css';

const CHOICES: Array<{ value: Lang; label: string }> = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

// zh is the default; the choice is stored locally and antd/dayjs follow it (core/i18n/i18n.ts).
// Two native buttons in antd's small Segmented look (lang-switch.css): the Segmented measured its items
// and moved its thumb in layout effects on every page it was drawn on, the sign-in and the frame's header
// among them (issue 21 §2). Each language is named in itself, so the labels are not translated.
export function LangSwitch() {
  const { i18n } = useTranslation();
  const current: Lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <div className="lang-switch" role="radiogroup" data-testid="lang-switch">
      {CHOICES.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={value === current}
          lang={value === 'zh' ? 'zh-CN' : 'en'}
          className={value === current ? 'lang-switch-item lang-switch-on' : 'lang-switch-item'}
          onClick={() => value !== current && void setLanguage(value)}
        >
          <span data-testid={`lang-${value}`}>{label}</span>
        </button>
      ))}
    </div>
  );
}
