import { memo, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { MenuIcon } from './MenuIcon';
import './nav-menu.css';

export interface NavEntry {
  key: string; // a screen's path, or `dir-<id>` for a directory
  perms: string; // data-menu: browser tests find an entry by it, whatever the language
  icon: string | null;
  label: ReactNode;
  title: string; // the collapsed sidebar's hint (the expanded one shows the whole label, wrapped)
  children?: NavEntry[]; // a directory
}

interface Props {
  entries: NavEntry[];
  selected: string | undefined;
  holding: string[]; // the directories that hold the selected entry
  openKeys: string[];
  onToggle: (key: string) => void;
  onOpen: (path: string) => void;
  onHover: (perms: string) => void;
}

// The expanded sidebar, drawn with native elements in antd's dark menu's look (nav-menu.css), instead of
// antd's Menu. That Menu ran every entry twice (once out of sight to learn the tree's paths) and gave each
// directory a popup trigger and each first-level entry a tooltip, closed or not: about 80 ms of the first
// drawing after sign-in on the 2-core machine, a fifth of the dashboard's time (issue 21 §2, measured by
// rendering the frame without it). Entries are real links: a middle click opens a screen in a new tab.
// The collapsed sidebar, whose directories open as flyouts, keeps antd's Menu (SideMenu).
export const NavMenu = memo(function NavMenu({ entries, selected, holding, openKeys, onToggle, onOpen, onHover }: Props) {
  // directories slide only once the menu is drawn: not those open as the page is drawn (nav-menu.css)
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // a directory's entries are drawn from its first opening on (so that closing it can slide), never before
  const opened = useRef(new Set<string>());
  const open = new Set(openKeys);
  for (const key of open) opened.current.add(key);

  const follow = (path: string) => (ev: MouseEvent<HTMLAnchorElement>) => {
    // a plain click stays in the page; a click with a modifier or the middle button is the browser's
    if (ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    ev.preventDefault();
    onOpen(path);
  };

  const draw = (list: NavEntry[], depth: number): ReactNode =>
    list.map((e) => {
      const indent = { paddingInlineStart: 24 * depth };
      if (!e.children) {
        const current = e.key === selected;
        return (
          <li key={e.key} className={current ? 'nav-entry nav-selected' : 'nav-entry'} data-menu={e.perms}>
            <a className="nav-row" href={e.key} style={indent} aria-current={current ? 'page' : undefined} onClick={follow(e.key)} onMouseEnter={() => onHover(e.perms)}>
              <MenuIcon name={e.icon} />
              <span className="nav-label">{e.label}</span>
            </a>
          </li>
        );
      }
      const isOpen = open.has(e.key);
      const cls = ['nav-dir', isOpen ? 'nav-open' : '', holding.includes(e.key) ? 'nav-holds' : ''].filter(Boolean).join(' ');
      return (
        <li key={e.key} className={cls} data-menu={e.perms}>
          <button type="button" className="nav-row nav-dir-title" style={indent} aria-expanded={isOpen} onClick={() => onToggle(e.key)}>
            <MenuIcon name={e.icon} />
            <span className="nav-label">{e.label}</span>
            <i className="nav-arrow" aria-hidden="true" />
          </button>
          {opened.current.has(e.key) ? (
            <div className="nav-sub">
              <ul>{draw(e.children, depth + 1)}</ul>
            </div>
          ) : null}
        </li>
      );
    });

  return (
    <nav className={ready ? 'nav-menu nav-menu-ready' : 'nav-menu'} data-testid="side-menu" data-entries={countEntries(entries, open)}>
      <ul>{draw(entries, 1)}</ul>
    </nav>
  );
});

// the entries drawn: those of open directories, as antd's Menu was given (tests read it)
function countEntries(list: NavEntry[], open: Set<string>): number {
  return list.reduce((n, e) => n + (e.children ? (open.has(e.key) ? countEntries(e.children, open) : 0) : 1), 0);
}
