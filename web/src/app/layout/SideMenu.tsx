import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_ROLE_ID } from '../../core/access/can';
import { canOperation, type SessionGrant } from '../../core/access/operation-access';
import { useSession } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { menuKey } from '../../core/i18n/enum-key';
import { menuBadgeOf, preloadScreen, screenOf } from '../../core/resource/overrides';
import { findScreenResource } from '../../core/resource/resource-lookup';
import type { ResourceMeta } from '../../core/resource/resource.types';
import { askFirstPageAhead } from '../../core/resource/use-resource-list';
import { screenRoute } from '../routes';
import { CollapsedMenu } from './CollapsedMenu';
import { NavMenu, type NavEntry } from './NavMenu';
import { buildSideMenu, openKeysFor, type SideItem } from './menu-tree';

const HOME = '/home/index';
const HOME_SCREEN = 'index'; // the dashboard's menu key: a route of the frame, not a module's screen

// Sidebar built from SysMenu/getTree ∩ can(); titles are menu labels in the current language.
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { menus, resources } = useCatalog();
  const { grant } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // a screen is built when it is the dashboard, or a module drew it or declared its resource
  const tree = useMemo(() => {
    const admin = !!grant?.roleIdList.includes(ADMIN_ROLE_ID);
    return buildSideMenu(menus, grant, admin ? undefined : (perms) => perms === HOME_SCREEN || !!screenOf(perms) || !!findScreenResource(resources, perms));
  }, [menus, grant, resources]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  useEffect(() => {
    const keys = openKeysFor(tree, pathname);
    // the same list when nothing is added: the menu is not drawn again on every navigation
    if (keys.length) setOpenKeys((open) => (keys.every((k) => open.includes(k)) ? open : [...new Set([...open, ...keys])]));
  }, [tree, pathname]);

  const selected = (tree.length ? findSelected(tree, pathname) : undefined) ?? (pathname.startsWith(HOME) ? HOME : undefined);
  // the directories that hold the current screen (each title shows it), once per selection
  const holding = useMemo(() => openKeysFor(tree, selected ?? ''), [tree, selected]);
  const open = useCallback((path: string) => void Promise.resolve(navigate(path)).catch(() => undefined), [navigate]);
  const hover = useCallback((perms: string) => preloadScreenChunks(perms, resources, grant), [resources, grant]);
  const toggle = useCallback((key: string) => setOpenKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key])), []);

  // built again only when the tree, the language or the rights change, not on every navigation (issue 21 §2)
  const entries = useMemo(() => {
    const toEntry = (it: SideItem): NavEntry => {
      const label = t(menuKey(it.perms));
      if (it.children) return { key: `dir-${it.id}`, perms: it.perms, icon: it.icon, label, title: label, children: it.children.map(toEntry) };
      const Badge = menuBadgeOf(it.perms);
      return { key: it.path!, perms: it.perms, icon: it.icon, title: label, label: Badge ? <span className="menu-label-badge">{label}<Badge /></span> : label };
    };
    // the dashboard is always reachable, even when the menu tree does not list it for this user
    const home: NavEntry = { key: HOME, perms: HOME_SCREEN, icon: 'HomeOutlined', label: t('menu.home'), title: t('menu.home') };
    return [...(hasPath(tree, HOME) ? [] : [home]), ...tree.map(toEntry)];
  }, [tree, t]);

  // the collapsed sidebar opens its directories as flyouts on hover: antd's Menu, given every entry
  if (collapsed) return <CollapsedMenu entries={entries} selected={selected} onOpen={open} onHover={hover} />;
  return <NavMenu entries={entries} selected={selected} holding={holding} openKeys={openKeys} onToggle={toggle} onOpen={open} onHover={hover} />;
}

// While the pointer rests on an entry its screen's chunks are fetched and run (the generic page, the
// module's own screen), so the click finds them here and the screen draws without a fallback; a generic
// list's first page is asked too.
function preloadScreenChunks(screen: string, resources: ResourceMeta[], grant: SessionGrant | null): void {
  if (screen === HOME_SCREEN) return;
  void screenRoute().catch(() => undefined);
  if (screenOf(screen)) return void preloadScreen(screen);
  const resource = findScreenResource(resources, screen);
  if (resource && canOperation(grant, resource, 'getList')) askFirstPageAhead(resource, resources);
}

function findSelected(items: SideItem[], pathname: string): string | undefined {
  for (const it of items) {
    if (it.path && (pathname === it.path || pathname.startsWith(`${it.path}/`))) return it.path;
    const inner = it.children ? findSelected(it.children, pathname) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function hasPath(items: SideItem[], path: string): boolean {
  return items.some((it) => it.path === path || (!!it.children && hasPath(it.children, path)));
}
