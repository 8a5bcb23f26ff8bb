import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../core/i18n/catalog-bundles';
import { setLanguage } from '../../core/i18n/i18n';

// zh is the default; the choice is stored locally and antd/dayjs follow it (core/i18n/i18n.ts).
export function LangSwitch() {
  const { i18n } = useTranslation();
  return (
    <Segmented<Lang>
      size="small"
      data-testid="lang-switch"
      value={i18n.language === 'en' ? 'en' : 'zh'}
      onChange={(v) => void setLanguage(v)}
      options={[
        { value: 'zh', label: <span data-testid="lang-zh">中文</span> },
        { value: 'en', label: <span data-testid="lang-en">English</span> },
      ]}
    />
  );
}
