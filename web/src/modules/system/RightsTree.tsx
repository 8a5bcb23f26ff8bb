import { Button, Input, Space, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTree, cascadeCheck, type Nested } from '../../core/util/tree';

export interface RightsNode {
  id: number;
  parentId: number | null;
  title: string;
}

interface TreeNode {
  key: number;
  title: string;
  children?: TreeNode[];
}

// The rows a search keeps: those whose title holds the text, everything under them, and the way up to
// them, so a match is seen in its place and can be checked with its buttons.
export function matchingRows(rows: RightsNode[], text: string): RightsNode[] {
  const q = text.trim().toLowerCase();
  if (!q) return rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const kids = new Map<number, number[]>();
  for (const r of rows) if (r.parentId != null) kids.set(r.parentId, [...(kids.get(r.parentId) ?? []), r.id]);
  const keep = new Set<number>();
  const down = (id: number) => {
    keep.add(id);
    for (const k of kids.get(id) ?? []) down(k);
  };
  for (const r of rows) {
    if (!r.title.toLowerCase().includes(q)) continue;
    down(r.id);
    for (let up = r.parentId != null ? byId.get(r.parentId) : undefined; up && !keep.has(up.id); up = up.parentId != null ? byId.get(up.parentId) : undefined) keep.add(up.id);
  }
  return rows.filter((r) => keep.has(r.id));
}

const toNodes = (nodes: Nested<RightsNode>[]): TreeNode[] => nodes.map((n) => ({ key: n.id, title: n.title, children: n.children ? toNodes(n.children) : undefined }));

// A checkable tree of ids. Checks are strict per node and cascaded by cascadeCheck (see there why).
export function RightsTree({ rows, value = [], onChange, testId, upwards = true }: { rows: RightsNode[]; value?: number[]; onChange?: (v: number[]) => void; testId: string; upwards?: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => matchingRows(rows, search), [rows, search]);
  const treeData = useMemo(() => toNodes(buildTree(shown)), [shown]);
  const parents = useMemo(() => [...new Set(shown.map((r) => r.parentId).filter((p): p is number => p != null))], [shown]);
  const [expanded, setExpanded] = useState<number[] | null>(null);

  return (
    <div className="rights-tree" data-testid={testId}>
      <Input.Search
        allowClear
        size="small"
        placeholder={t('list.treeSearch')}
        onChange={(e) => {
          setSearch(e.target.value);
          // a search opens every branch it keeps; clearing it leaves the tree as the user opens it
          setExpanded(e.target.value.trim() ? null : expanded);
        }}
        style={{ marginBottom: 4 }}
        data-testid={`${testId}-search`}
      />
      <Space size={4} style={{ marginBottom: 4 }}>
        <Button size="small" type="link" onClick={() => setExpanded(parents)}>
          {t('buttons.expandAll')}
        </Button>
        <Button size="small" type="link" onClick={() => setExpanded([])}>
          {t('buttons.collapseAll')}
        </Button>
        <Button size="small" type="link" onClick={() => onChange?.(rows.map((r) => r.id))} data-testid={`${testId}-all`}>
          {t('buttons.checkAll')}
        </Button>
        <Button size="small" type="link" onClick={() => onChange?.([])} data-testid={`${testId}-none`}>
          {t('buttons.clear')}
        </Button>
      </Space>
      <Tree<TreeNode>
        checkable
        checkStrictly
        selectable={false}
        height={360}
        treeData={treeData}
        checkedKeys={{ checked: value, halfChecked: [] }}
        // rc-tree treats a present-but-undefined expandedKeys as controlled, so pass it only once set
        {...(search.trim() ? { expandedKeys: parents } : expanded ? { expandedKeys: expanded } : { defaultExpandedKeys: treeData.map((n) => n.key) })}
        onExpand={(keys) => setExpanded(keys as number[])}
        onCheck={(_, info) => onChange?.(cascadeCheck(rows, value, info.node.key, info.checked, upwards))}
      />
    </div>
  );
}
