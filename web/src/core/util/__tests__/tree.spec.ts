import { buildTree, cascadeCheck } from '../tree';

// directory 9 > screen 9010 > buttons 9011, 9012; screen 9020 without buttons
const rows = [
  { id: 9, parentId: null },
  { id: 9010, parentId: 9 },
  { id: 9011, parentId: 9010 },
  { id: 9012, parentId: 9010 },
  { id: 9020, parentId: 9 },
];

describe('tree helpers', () => {
  it('nests rows under their parents', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.id)).toEqual([9]);
    expect(tree[0].children!.map((n) => n.id)).toEqual([9010, 9020]);
  });

  it('checking a button also grants its screen and directory', () => {
    expect(cascadeCheck(rows, [], 9011, true)).toEqual([9, 9010, 9011]);
  });

  it('does not go upwards when asked not to (department rights)', () => {
    expect(cascadeCheck(rows, [], 9010, true, false)).toEqual([9010, 9011, 9012]);
  });

  it('checking a screen grants all its buttons', () => {
    expect(cascadeCheck(rows, [], 9010, true)).toEqual([9, 9010, 9011, 9012]);
  });

  it('unchecking a screen removes its buttons but keeps the directory and siblings', () => {
    expect(cascadeCheck(rows, [9, 9010, 9011, 9012, 9020], 9010, false)).toEqual([9, 9020]);
  });

  it('unchecking a button keeps its screen granted', () => {
    expect(cascadeCheck(rows, [9, 9010, 9011], 9011, false)).toEqual([9, 9010]);
  });
});
