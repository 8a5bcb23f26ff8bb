import { treeView } from '../use-tree-rows';

// a directory (1) > a screen (2) > a button (3), a second directory (4), and filler rows under 4
const row = (id: number, parentId: number | null) => ({ id, parentId, name: `m${id}` });
const small = [row(1, null), row(2, 1), row(3, 2), row(4, null)];
const large = [...small, ...Array.from({ length: 80 }, (_, i) => row(100 + i, 4))];

describe('a tree list as the screen shows it', () => {
  it('opens a small tree whole and a large one on its top level', () => {
    expect(treeView(small, small, false).open.sort()).toEqual([1, 2]);
    expect(treeView(small, small, false).large).toBe(false);
    const big = treeView(large, large, false);
    expect([big.open, big.large, big.data.map((r) => r.id)]).toEqual([[], true, [1, 4]]);
  });

  it('shows a row found deep down with the path to it, open, and only that', () => {
    const v = treeView([row(3, 2)], large, true);
    expect(v.open.sort()).toEqual([1, 2]);
    expect(v.data.map((r) => r.id)).toEqual([1]);
    expect(v.data[0].children?.[0].children?.map((r) => r.id)).toEqual([3]);
    expect([v.found?.has(3), v.found?.has(1)]).toEqual([true, false]);
    expect([...v.parents].sort()).toEqual([1, 2]);
  });
});
