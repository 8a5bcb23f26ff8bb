import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Catalog } from '../../core/catalog/CatalogProvider';
import { menuKey, resourceNameKey } from '../../core/i18n/enum-key';
import { findScreenMenu, findScreenResource } from '../../core/resource/resource-lookup';

// The browser tab names the screen, in the current language (issue 11 §4): "请假申请 - 船员管理系统",
// "Leave requests - Crew Management System"; the application's name alone where no screen is known.
export function useDocumentTitle(label: string | null) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = label ? `${label} - ${t('app.title')}` : t('app.title');
  }, [label, t, i18n.language]);
}

// The label of the screen at /home/<screen>/…, from the menu (or the resource where no menu names it).
export function useScreenLabel(catalog: Pick<Catalog, 'menus' | 'resources'>): string | null {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = /^\/home\/([^/]+)/.exec(pathname)?.[1];
  if (!screen) return null;
  const menu = findScreenMenu(catalog.menus, screen);
  if (menu) return t(menuKey(menu.perms));
  const resource = findScreenResource(catalog.resources, screen);
  return resource ? t(resourceNameKey(resource.name)) : null;
}
