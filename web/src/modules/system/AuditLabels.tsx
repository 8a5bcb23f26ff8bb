import { useTranslation } from 'react-i18next';
import { actionKey, resourceNameKey } from '../../core/i18n/enum-key';
import type { FieldDisplayProps } from '../../core/resource/overrides';

// The audit log stores what was touched and how as keys (boatNestingPlan, submit), so a filter and an
// export keep them stable; a reader reads the labels: the resource's name, the operation's label as the
// resource offers it, else the generic write it was; a key nothing names (a resource gone) shows as stored.
export function AuditEntity({ value }: FieldDisplayProps) {
  const { t } = useTranslation();
  const key = String(value ?? '');
  return <span title={key}>{key ? t(resourceNameKey(key), { defaultValue: key }) : '-'}</span>;
}

export function AuditAction({ value, record }: FieldDisplayProps) {
  const { t } = useTranslation();
  const op = String(value ?? '');
  const entity = String(record.entity ?? '');
  const label = t(actionKey(entity, op), { defaultValue: '' }) || t(`audit.actions.${op}`, { defaultValue: op });
  return <span title={op}>{label || '-'}</span>;
}
