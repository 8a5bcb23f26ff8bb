import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

// Menu rows name their icon as text (SysMenu.icon, from the modules' menu declarations or an
// administrator's menu). Every outlined icon of @ant-design/icons is reachable by that name, yet none is
// listed by hand: Vite turns the glob into one small lazy chunk per icon, fetched the first time a menu
// shows it, so neither the sign-in page nor the frame's chunk carries the icons themselves (only their
// names). Outlined only, the menu's style: it halves that list. Unknown names fall back to a neutral icon.
const modules = import.meta.glob<{ default: ComponentType }>('../../../../node_modules/@ant-design/icons/es/icons/*Outlined.js');

const byName = new Map<string, () => Promise<{ default: ComponentType }>>();
for (const [file, load] of Object.entries(modules)) byName.set(file.slice(file.lastIndexOf('/') + 1, -'.js'.length), load);

const FALLBACK = 'AppstoreOutlined';
const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

// 'team' and 'TeamOutlined' both name TeamOutlined, as menu rows written before the declarations did
export function iconName(name: string): string {
  const full = name.endsWith('Outlined') ? name : `${name.charAt(0).toUpperCase()}${name.slice(1)}Outlined`;
  return byName.has(full) ? full : FALLBACK;
}

function iconOf(name: string): LazyExoticComponent<ComponentType> {
  const key = iconName(name);
  let Icon = loaded.get(key);
  if (!Icon) {
    Icon = lazy(byName.get(key)!);
    loaded.set(key, Icon);
  }
  return Icon;
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  const Icon = iconOf(name);
  // the icon's box while its chunk arrives, so the menu does not shift
  return (
    <Suspense fallback={<span className="anticon" style={{ width: '1em', height: '1em' }} />}>
      <Icon />
    </Suspense>
  );
}
