import { Button, Space, Tree } from 'antd';
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

const toNodes = (nodes: Nested<RightsNode>[]): TreeNode[] => nodes.map((n) => ({ key: n.id, title: n.title, children: n.children ? toNodes(n.children) : undefined }));

// A checkable tree of ids. Checks are strict per node and cascaded by cascadeCheck (see there why).
export function RightsTree({ rows, value = [], onChange, testId, upwards = true }: { rows: RightsNode[]; value?: number[]; onChange?: (v: number[]) => void; testId: string; upwards?: boolean }) {
  const { t } = useTranslation();
  const treeData = useMemo(() => toNodes(buildTree(rows)), [rows]);
  const parents = useMemo(() => [...new Set(rows.map((r) => r.parentId).filter((p): p is number => p != null))], [rows]);
  const [expanded, setExpanded] = useState<number[] | null>(null);

  return (
    <div className="rights-tree" data-testid={testId}>
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
        {...(expanded ? { expandedKeys: expanded } : { defaultExpandedKeys: treeData.map((n) => n.key) })}
        onExpand={(keys) => setExpanded(keys as number[])}
        onCheck={(_, info) => onChange?.(cascadeCheck(rows, value, info.node.key, info.checked, upwards))}
      />
    </div>
  );
}
