import { Form, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fieldKey } from '../i18n/enum-key';
import { companyToday } from '../util/company-today';
import { DATE_LIMIT_KEYS, dateLimit, dateSiblings, type DateLimit } from './date-rules';
import { formRules } from './field-rules';
import type { FieldDecl, ResourceMeta } from './resource.types';

export interface FieldRules {
  rules: FormRule[];
  dependencies: string[];
  disabledDate?: (d: Dayjs) => boolean;
}

// A form field's checks from its declaration, for a Form.Item inside a Form: the declared rules, and
// for a date the days it may not take (after today for a fact, before today for a plan, out of order with a sibling), which the
// picker disables and the validator refuses when typed. `context`: values of fields the form does not
// show but the dates are ordered against (the row a dialog acts on: a sign-off after its boarding).
// `stored`: the value the row holds (an edit), which a planned date may keep though it is past now.
export function useFieldRules(resource: ResourceMeta, name: string, decl: FieldDecl, context?: Record<string, unknown>, stored?: unknown): FieldRules {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const isDate = decl.type === 'date' || decl.type === 'datetime';
  const siblings = isDate ? dateSiblings(name, resource.dateOrder) : [];
  // the limits move with the siblings: read again when one changes
  Form.useWatch((all: Record<string, unknown>) => siblings.map((s) => all[s]), form);
  const base = formRules(decl, {
    select: t('form.selectRequired'),
    upload: t('form.uploadRequired'),
    limits: {
      atLeast: (min) => t('form.atLeast', { min }),
      atMost: (max) => t('form.atMost', { max }),
      between: (min, max) => t('form.between', { min, max }),
      lengthAtLeast: (min) => t('form.lengthAtLeast', { min }),
      lengthAtMost: (max) => t('form.lengthAtMost', { max }),
    },
  });
  if (!isDate || (!decl.notFuture && !decl.notPast && !siblings.length)) return { rules: base, dependencies: [] };

  const values = () => Object.fromEntries(siblings.map((s) => [s, form.getFieldValue(s) ?? context?.[s]]));
  const limitOf = (d: Dayjs, precise: boolean) => dateLimit(name, decl, resource.dateOrder, values(), d, companyToday(), precise, stored);
  const label = t(fieldKey(resource.name, name));
  const text = (l: DateLimit) => t(DATE_LIMIT_KEYS[l.reason], { label, ...('other' in l ? { other: t(fieldKey(resource.name, l.other)), days: 'days' in l ? l.days : undefined } : {}) });
  const order: FormRule = {
    validator: async (_rule, v: Dayjs | null | undefined) => {
      const l = v ? limitOf(v, true) : null;
      if (l) throw new Error(text(l));
    },
  };
  return { rules: [...base, order], dependencies: siblings, disabledDate: (d) => !!limitOf(d, false) };
}
