import { Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../catalog/CatalogProvider';
import { useLang } from '../../i18n/use-lang';
import { buildTree, type Nested } from '../../util/tree';
import { refSourceOf, type RefItem } from '../ref-sources';
import { RemoteRefSelect } from './RemoteRefSelect';
import { useRefItems } from './use-ref-items';

interface Props {
  resource: string;
  refLabel?: string;
  refFilter?: Record<string, string>;
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (v: unknown) => void;
  id?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

const toTreeOptions = (nodes: Nested<RefItem>[], lang: 'zh' | 'en'): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.label[lang], children: n.children ? toTreeOptions(n.children, lang) : undefined }));

// Picks ids of another resource: a TreeSelect when its rows nest (departments), a server search when
// it is large (seafarers), else a searchable Select over its rows.
export function RefSelect(props: Props) {
  const { resources } = useCatalog();
  // a large resource is searched on the server, never listed whole
  if (resources.find((r) => r.name === props.resource)?.large && !props.multiple) {
    return <RemoteRefSelect {...props} value={props.value as number | null | undefined} />;
  }
  return <ListedRefSelect {...props} />;
}

function ListedRefSelect({ resource, refLabel, multiple, value, onChange, id, disabled, refFilter: _filter, ...rest }: Props) {
  const { t } = useTranslation();
  const { resources } = useCatalog();
  const items = useRefItems(resource, refLabel);
  const tree = refSourceOf(resource, resources).tree;
  const lang = useLang();
  const treeData = useMemo(() => (tree ? toTreeOptions(buildTree(items ?? []), lang) : []), [tree, items, lang]);
  const options = useMemo(() => (items ?? []).map((i) => ({ value: i.id, label: i.label[lang] })), [items, lang]);
  const common = { id, disabled, allowClear: true, loading: !items, placeholder: t('form.select'), value: value ?? undefined, onChange, style: { width: '100%' }, ...rest };

  if (tree) {
    return (
      <TreeSelect
        {...common}
        treeData={treeData}
        multiple={multiple}
        treeCheckable={multiple}
        showCheckedStrategy={TreeSelect.SHOW_ALL}
        treeDefaultExpandAll
        showSearch
        treeNodeFilterProp="title"
        popupMatchSelectWidth={false}
      />
    );
  }
  return <Select {...common} mode={multiple ? 'multiple' : undefined} options={options} showSearch={{ optionFilterProp: 'label' }} />;
}
