import { useTranslation } from 'react-i18next';
import { enumKey } from '../../core/i18n/enum-key';
import type { FieldDisplayProps } from '../../core/resource/overrides';
import { planState } from './plan-state';

// The plan status column of the plan lists and the plan's record (the approver's drawer): the plan's
// one state, in approval while its flow runs (plan-state.ts)
export function PlanStateValue({ record }: FieldDisplayProps) {
  const { t } = useTranslation();
  const s = planState(record);
  return (
    <span data-testid="plan-state" data-state={`${s.dict}:${s.value}`}>
      {t(enumKey(s.dict, s.value), { defaultValue: s.value })}
    </span>
  );
}
