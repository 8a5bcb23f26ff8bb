import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldKey } from '../i18n/enum-key';
import { formRules, type FormMode } from './field-rules';
import { FieldInput } from './fields/FieldInput';
import { fieldOverride } from './overrides';
import type { FieldDecl, ResourceMeta } from './resource.types';

// One form row for a declared field, or the module's override for it (keyed resource.field).
export function FieldFormItem({ resource, name, decl, mode }: { resource: ResourceMeta; name: string; decl: FieldDecl; mode: FormMode }) {
  const { t } = useTranslation();
  const Override = fieldOverride(resource.name, name)?.FormItem;
  if (Override) return <Override resource={resource} name={name} decl={decl} mode={mode} />;
  const label = t(fieldKey(resource.name, name));
  return (
    <Form.Item name={name} label={label} rules={formRules(decl)} data-testid={`form-field-${name}`}>
      <FieldInput decl={decl} purpose="form" />
    </Form.Item>
  );
}
