import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../../core/util/when-idle';

// Menu rows name their icon as text (SysMenu.icon, from the modules' menu declarations or an
// administrator's menu). Every outlined icon of @ant-design/icons is reachable by that name, yet none is
// listed by hand: Vite turns the glob into one small lazy chunk per icon, fetched the first time a menu
// shows it, so neither the sign-in page nor the frame's chunk carries the icons themselves (only their
// names). Outlined only, the menu's style: it halves that list. Unknown names fall back to a neutral icon.
const modules = import.meta.glob<{ default: ComponentType }>('../../../../node_modules/@ant-design/icons/es/icons/*Outlined.js');

const byName = new Map<string, () => Promise<{ default: ComponentType }>>();
for (const [file, load] of Object.entries(modules)) byName.set(file.slice(file.lastIndexOf('/') + 1, -'.js'.length), load);

const FALLBACK = 'AppstoreOutlined';
// icons whose chunk has run, drawn at once; the others are asked once each
const ready = new Map<string, ComponentType>();
const asked = new Map<string, Promise<ComponentType | undefined>>();

// 'team' and 'TeamOutlined' both name TeamOutlined, as menu rows written before the declarations did
export function iconName(name: string): string {
  const full = name.endsWith('Outlined') ? name : `${name.charAt(0).toUpperCase()}${name.slice(1)}Outlined`;
  return byName.has(full) ? full : FALLBACK;
}

function loadIcon(key: string): Promise<ComponentType | undefined> {
  let p = asked.get(key);
  if (!p) {
    p = byName
      .get(key)!()
      .then((m) => {
        ready.set(key, m.default);
        return m.default;
      })
      .catch(() => {
        asked.delete(key);
        return undefined;
      });
    asked.set(key, p);
  }
  return p;
}

// Not a lazy component on purpose: a navigation draws the frame in a transition, and an icon suspending
// there made React try the whole frame again and again until every icon had come. An icon not yet run
// draws its box, and itself once its chunk has come; its chunk is asked when the browser is first idle,
// not beside the screen's own calls (a dozen icons took the browser's six connections to the server just
// when the dashboard's widgets asked for their rows).
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const key = name ? iconName(name) : null;
  const [Icon, setIcon] = useState<ComponentType | undefined>(() => (key ? ready.get(key) : undefined));
  useEffect(() => {
    if (!key) return;
    const run = ready.get(key);
    if (run) return void (run !== Icon && setIcon(() => run));
    let live = true;
    // asked once the page is idle: the screen's own calls and drawing first, the menu's decoration after
    const cancel = whenIdle(() => void loadIcon(key).then((C) => live && C && setIcon(() => C)), 1000);
    return () => {
      live = false;
      cancel();
    };
  }, [key, Icon]);
  if (!key) return null;
  // the icon's box while its chunk arrives, so the menu does not shift
  return Icon ? <Icon /> : <span className="anticon" style={{ width: '1em', height: '1em' }} />;
}
