import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { MenuIcon } from './MenuIcon';
import type { NavEntry } from './NavMenu';

type Item = Required<MenuProps>['items'][number];

// The collapsed sidebar (icons only): antd's Menu, whose directories open as flyouts on hover. Its entries
// are the expanded sidebar's (NavMenu), all of them: a flyout is drawn only when it opens.
export function CollapsedMenu({ entries, selected, onOpen, onHover }: { entries: NavEntry[]; selected: string | undefined; onOpen: (path: string) => void; onHover: (perms: string) => void }) {
  const items = useMemo(() => {
    const toItem = (e: NavEntry): Item => {
      const common = { key: e.key, icon: <MenuIcon name={e.icon} />, label: e.label, title: e.title, 'data-menu': e.perms };
      return (e.children ? { ...common, children: e.children.map(toItem) } : { ...common, onMouseEnter: () => onHover(e.perms) }) as Item;
    };
    return entries.map(toItem);
  }, [entries, onHover]);
  return <Menu theme="dark" mode="inline" inlineCollapsed items={items} selectedKeys={selected ? [selected] : []} onClick={({ key }) => key.startsWith('/') && onOpen(key)} data-testid="side-menu" />;
}
