import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { fieldKey } from '../../core/i18n/enum-key';
import { useLang } from '../../core/i18n/use-lang';
import { useRefItems } from '../../core/resource/fields/use-ref-items';
import type { FieldFormItemProps } from '../../core/resource/overrides';
import { GRANT_MENUS_PERM } from './MenuRightsField';
import { RightsTree } from './RightsTree';

// dataScope "2" = the departments listed on the role (dictionary dataScope); other scopes need none.
export const CUSTOM_DEPT_SCOPE = '2';

// Data rights of a role: the department tree, shown only for the custom-departments scope.
export function DeptRightsField({ resource, name, decl }: FieldFormItemProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { menus } = useCatalog();
  const can = useCan();
  const scope = Form.useWatch('dataScope', Form.useFormInstance());
  const items = useRefItems(decl.ref ?? 'SysDept');
  const rows = useMemo(() => (items ?? []).map((i) => ({ id: i.id, parentId: i.parentId ?? null, title: i.label[lang] })), [items, lang]);
  if (scope !== CUSTOM_DEPT_SCOPE || !can(menus.find((m) => m.perms === GRANT_MENUS_PERM)?.id)) return null;
  return (
    <Form.Item name={name} label={t(fieldKey(resource.name, name))} data-testid={`form-field-${name}`}>
      <RightsTree rows={rows} testId="dept-rights-tree" upwards={false} />
    </Form.Item>
  );
}
