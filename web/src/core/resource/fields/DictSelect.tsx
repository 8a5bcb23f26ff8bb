import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../catalog/CatalogProvider';
import { enumKey } from '../../i18n/enum-key';

// A select of one dictionary's items (SysCode/getAll), labelled in the current language.
export function DictSelect({ mark, ...rest }: { mark: string } & SelectProps) {
  const { t } = useTranslation();
  const { codes } = useCatalog();
  const options = (codes[mark] ?? []).map((c) => ({ value: c.value, label: t(enumKey(mark, c.value), { defaultValue: c.value }) }));
  return <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options} placeholder={t('form.select')} {...rest} />;
}

export function EnumSelect({ enumName, options, ...rest }: { enumName?: string; options: Array<string | number> } & Omit<SelectProps, 'options'>) {
  const { t } = useTranslation();
  const opts = options.map((v) => ({ value: v, label: enumName ? t(enumKey(enumName, v), { defaultValue: String(v) }) : String(v) }));
  return <Select allowClear options={opts} placeholder={t('form.select')} {...rest} />;
}
