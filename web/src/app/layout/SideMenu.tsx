import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
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
import { MenuIcon } from './MenuIcon';
import { buildSideMenu, openKeysFor, type SideItem } from './menu-tree';

type Item = Required<MenuProps>['items'][number];
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
    if (keys.length) setOpenKeys((open) => [...new Set([...open, ...keys])]);
  }, [tree, pathname]);

  // A directory's entries are given to the menu only while it is open or holds the current screen (so
  // its title still shows where the user is): antd's Menu runs every entry it is given twice, the second
  // time out of sight to learn the tree's paths (no element drawn, but each entry's components and icon
  // run), and the ~110 entries of closed directories were about 40 ms of the first drawing after
  // sign-in (issue 21 §2, measured). The collapsed sidebar opens its directories on hover, by itself: it
  // is given them all. `data-entries` says how many were given.
  const holding = openKeysFor(tree, pathname).join(',');
  const expanded = collapsed ? null : [...new Set([...openKeys, ...holding.split(',')])].sort().join(',');

  // built again only when the tree, the language, the rights or the open directories change, not on
  // every navigation: the menu then keeps its parsed items and only moves its selection (issue 21 §2)
  const items = useMemo(() => {
    const open = expanded === null ? null : new Set(expanded.split(','));
    const toItem = (it: SideItem): Item => {
      const label = t(menuKey(it.perms));
      // data-menu lets browser tests find an entry by its permission key, whatever the language
      const common = { icon: <MenuIcon name={it.icon} />, 'data-menu': it.perms, title: label };
      const key = `dir-${it.id}`;
      if (it.children) return { ...common, key, label, children: !open || open.has(key) ? it.children.map(toItem) : [] } as Item;
      const Badge = menuBadgeOf(it.perms);
      return { ...common, key: it.path!, onMouseEnter: () => preloadScreenChunks(it.perms, resources, grant), label: Badge ? <span className="menu-label-badge">{label}<Badge /></span> : label } as Item;
    };
    // the dashboard is always reachable, even when the menu tree does not list it for this user
    const home = { key: HOME, icon: <MenuIcon name="HomeOutlined" />, label: t('menu.home'), 'data-menu': 'index' } as Item;
    return [...(hasPath(tree, HOME) ? [] : [home]), ...tree.map(toItem)];
  }, [tree, t, resources, grant, expanded]);
  const selected = tree.length ? findSelected(tree, pathname) : undefined;

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[selected ?? (pathname.startsWith(HOME) ? HOME : '')]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={(keys) => setOpenKeys(keys as string[])}
      onClick={({ key }) => key.startsWith('/') && void Promise.resolve(navigate(key)).catch(() => undefined)}
      data-testid="side-menu"
      data-entries={countEntries(items)}
    />
  );
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

function countEntries(items: Item[]): number {
  return items.reduce((n, it) => n + (it && 'children' in it && Array.isArray(it.children) ? countEntries(it.children) : 1), 0);
}

function hasPath(items: SideItem[], path: string): boolean {
  return items.some((it) => it.path === path || (!!it.children && hasPath(it.children, path)));
}
