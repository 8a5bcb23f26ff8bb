import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { fieldKey, menuKey } from '../../core/i18n/enum-key';
import type { FieldFormItemProps } from '../../core/resource/overrides';
import { RightsTree } from './RightsTree';

// Granting menus is its own button right on the server (roleManage:grantMenus); without it the tree
// is not offered and menuIds are not sent.
export const GRANT_MENUS_PERM = 'roleManage:grantMenus';

// Function rights of a role: directories > screens > buttons, named in the current language.
export function MenuRightsField({ resource, name }: FieldFormItemProps) {
  const { t } = useTranslation();
  const { menus } = useCatalog();
  const can = useCan();
  const grantId = menus.find((m) => m.perms === GRANT_MENUS_PERM)?.id;
  const rows = useMemo(() => menus.map((m) => ({ id: m.id, parentId: m.parentId, title: t(menuKey(m.perms)) })), [menus, t]);
  if (!can(grantId)) return null;
  return (
    <Form.Item name={name} label={t(fieldKey(resource.name, name))} data-testid={`form-field-${name}`}>
      <RightsTree rows={rows} testId="menu-rights-tree" />
    </Form.Item>
  );
}
