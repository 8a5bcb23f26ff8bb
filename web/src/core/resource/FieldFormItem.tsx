import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldKey } from '../i18n/enum-key';
import { ComputedFormItem } from './ComputedFormItem';
import { isComputedField, type FormMode } from './field-rules';
import { FieldInput } from './fields/FieldInput';
import { fieldOverride } from './overrides';
import type { FieldDecl, ResourceMeta } from './resource.types';
import { useFieldRules } from './use-field-rules';

// One form row for a declared field, or the module's override for it (keyed resource.field).
// `locked`: shown, not offered (another's to grant: one's own leave days on one's own account).
// `stored`: the field's value on the row being edited.
export function FieldFormItem({ resource, name, decl, mode, locked, stored }: { resource: ResourceMeta; name: string; decl: FieldDecl; mode: FormMode; locked?: boolean; stored?: unknown }) {
  const { t } = useTranslation();
  const Override = fieldOverride(resource.name, name)?.FormItem;
  if (Override) return <Override resource={resource} name={name} decl={decl} mode={mode} />;
  if (decl.readOnly && isComputedField(decl)) return <ComputedFormItem resource={resource} name={name} decl={decl} />;
  return <DeclaredFormItem resource={resource} name={name} decl={decl} label={t(fieldKey(resource.name, name))} testId={`form-field-${name}`} disabled={locked} stored={stored} />;
}

// The Form.Item of a declared field with the checks its declaration implies (field rules, date limits);
// a dialog passes the row it acts on as `context`.
export function DeclaredFormItem({
  resource,
  name,
  decl,
  label,
  testId,
  context,
  disabled,
  stored,
  extra,
}: {
  resource: ResourceMeta;
  name: string;
  decl: FieldDecl;
  label: string;
  testId: string;
  context?: Record<string, unknown>;
  disabled?: boolean;
  stored?: unknown;
  extra?: string; // a line under the field saying what it takes and why
}) {
  const { rules, dependencies, disabledDate } = useFieldRules(resource, name, decl, context, stored);
  return (
    <Form.Item name={name} label={label} rules={rules} dependencies={dependencies} data-testid={testId} extra={extra}>
      <FieldInput decl={decl} purpose="form" disabledDate={disabledDate} disabled={disabled} />
    </Form.Item>
  );
}
