import { useMemo, useState } from 'react';
import { ancestorsOf, buildTree, type Nested } from '../util/tree';
import type { Row } from './use-resource-list';

// A tree this small opens with every branch expanded and is drawn whole; a larger one (595 menus and
// buttons) opens on its top level and only its rows in view are drawn (`large`): drawing every row at
// once froze the screen for seconds.
const SMALL_UP_TO = 60;

type TreeRow = Row & { parentId: number | null };
const asTree = (rows: Row[]): TreeRow[] => rows.map((r) => ({ ...r, parentId: (r.parentId as number | null | undefined) ?? null }));

// The rows of a tree list as the screen shows them. Unsearched: the whole tree. Searched (`rows` are
// what the search found, `whole` every row): each row found with the path down to it, expanded, so a
// button deep under a screen shows where it lives; `found` tells a row found from one on its path.
// `open`: the rows expanded at first; `parents`: every row with a child shown.
export function treeView(rows: Row[], whole: Row[], searched: boolean) {
  const all = asTree(whole.length ? whole : rows);
  const parentsOf = (list: TreeRow[]) => new Set(list.filter((r) => r.parentId != null).map((r) => r.parentId as number));
  const large = all.length > SMALL_UP_TO;
  if (!searched) {
    const parents = parentsOf(all);
    return { data: buildTree(all), open: large ? [] : [...parents], found: null, parents, large };
  }
  const found = new Set(rows.map((r) => r.id));
  const path = new Set<number>();
  for (const id of found) for (const a of ancestorsOf(all, id)) path.add(a);
  // in the whole tree's order (the list's sort); a row found that the whole lacks (added between the two
  // reads) at the end
  const known = new Set(all.map((r) => r.id));
  const shown = [...all.filter((r) => found.has(r.id) || path.has(r.id)), ...asTree(rows).filter((r) => !known.has(r.id))];
  return { data: buildTree(shown), open: [...path], found, parents: parentsOf(shown), large };
}

// The tree view with what the user expanded and the expand/collapse-all commands.
export function useTreeRows(rows: Row[], whole: Row[], searched: boolean) {
  const view = useMemo(() => treeView(rows, whole, searched), [rows, whole, searched]);

  // what the user expanded stays through a reload (a menu saved); a new search starts from its paths
  const scope = searched ? rows.map((r) => r.id).join(',') : '';
  const [expanded, setExpanded] = useState<{ scope: string; keys: number[] } | null>(null);
  const keys = expanded?.scope === scope ? expanded.keys : view.open;
  return {
    data: view.data as Nested<Row>[],
    large: view.large,
    expandedKeys: keys,
    setExpandedKeys: (k: number[]) => setExpanded({ scope, keys: k }),
    expandAll: () => setExpanded({ scope, keys: [...view.parents] }),
    collapseAll: () => setExpanded({ scope, keys: [] }),
    allExpanded: view.parents.size > 0 && keys.length >= view.parents.size,
    isFound: (row: Row) => !!view.found?.has(row.id),
  };
}
