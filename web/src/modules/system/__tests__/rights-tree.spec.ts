import { matchingRows, type RightsNode } from '../RightsTree';

const rows: RightsNode[] = [
  { id: 7, parentId: null, title: '审批中心' },
  { id: 7050, parentId: 7, title: '我的待办' },
  { id: 7055, parentId: 7050, title: '同意' },
  { id: 7060, parentId: 7, title: '我的已办' },
  { id: 12, parentId: null, title: '系统管理' },
  { id: 12050, parentId: 12, title: 'Menus' },
];

describe('rights tree search', () => {
  it('keeps matches, what is under them and the way up to them', () => {
    expect(matchingRows(rows, '待办').map((r) => r.id)).toEqual([7, 7050, 7055]);
    expect(matchingRows(rows, '审批中心').map((r) => r.id)).toEqual([7, 7050, 7055, 7060]);
    expect(matchingRows(rows, 'menus').map((r) => r.id)).toEqual([12, 12050]);
  });

  it('an empty search keeps every row; a search that matches nothing keeps none', () => {
    expect(matchingRows(rows, '  ')).toBe(rows);
    expect(matchingRows(rows, '保险')).toEqual([]);
  });
});
