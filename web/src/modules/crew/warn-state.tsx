import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../core/i18n/enum-key';
import type { FieldDisplayProps } from '../../core/resource/overrides';

// Certificate warning states (dictionary warnStatus): 0 normal, 1 warning, 2 expired.
const COLORS: Record<string, string> = { '0': 'green', '1': 'orange', '2': 'red' };

export const warnRowClass = (state: unknown): string | undefined => (state === '1' ? 'row-warn' : state === '2' ? 'row-expired' : undefined);

export function WarnTag({ value }: Pick<FieldDisplayProps, 'value'>) {
  const { t } = useTranslation();
  if (value == null || value === '') return null;
  return (
    <Tag color={COLORS[String(value)]} data-testid="warn-tag" data-warn={String(value)}>
      {t(enumKey('warnStatus', value))}
    </Tag>
  );
}

export function BoardTag({ value }: Pick<FieldDisplayProps, 'value'>) {
  const { t } = useTranslation();
  if (value == null) return null;
  return <Tag color={value === '1' ? 'blue' : 'default'}>{t(enumKey('boardState', value))}</Tag>;
}
