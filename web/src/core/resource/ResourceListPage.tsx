import { ArrowsAltOutlined, ShrinkOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Table, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../access/session';
import { useCatalog } from '../catalog/CatalogProvider';
import { relatedKey, resourceNameKey } from '../i18n/enum-key';
import { canOperation } from '../access/operation-access';
import { ColumnSettings } from './ColumnSettings';
import { loadHiddenColumns, saveHiddenColumns } from './column-prefs';
import { listFields, sortParam } from './field-rules';
import { ListToolbar } from './ListToolbar';
import { listOptionsOf, rowExtensionsFor, toolbarExtensionsFor } from './overrides';
import { RecordDetailDrawer } from './RecordDetailDrawer';
import { RecordFormDrawer, type FormTarget } from './RecordFormDrawer';
import { ReportChart } from './ReportChart';
import { totalsRow } from './report-totals';
import { OPS_COLUMN, resourceColumns } from './resource-columns';
import type { RelatedDecl, ResourceMeta } from './resource.types';
import { SearchForm } from './SearchForm';
import { useResourceActions } from './use-resource-actions';
import { useResourceList, type Row } from './use-resource-list';
import { useTreeRows } from './use-tree-rows';

// A virtual table needs its sizes in pixels: the width its columns share (wider screens stretch them),
// the height of the rows' window (about a dozen rows), room in the first column for the nesting, and
// room in the operations column for its words (its cells do not grow to their content: "Delete" was cut).
const TREE_WIDTH = 1000;
const TREE_HEIGHT = 600;
const TREE_COLUMN_WIDTH = 150;
const OPS_ROOM = 40;

// A virtual table scrolls its rows itself, so its operations column is held at the right by antd (fixed)
// rather than by the page's sticky cell (see app.css).
const virtualColumns = (columns: TableColumnsType<Row>): TableColumnsType<Row> =>
  columns.map((c, i) =>
    i === 0 ? { ...c, width: TREE_COLUMN_WIDTH } : c.key === OPS_COLUMN && typeof c.width === 'number' ? { ...c, width: c.width + OPS_ROOM, fixed: 'right' as const, className: undefined } : c,
  );

// The generic screen of any declared resource: search, toolbar, table, form, detail, actions; for a
// declared report also its chart and totals row (Meta's `report`).
// With `fixed` it is a related list (a job's run log): those filters are set and not shown.
// `onChanged` tells the page around it that rows were added, changed or removed.
export function ResourceListPage({ resource, title, fixed, onChanged }: { resource: ResourceMeta; title: string; fixed?: Record<string, unknown>; onChanged?: () => void }) {
  const { t } = useTranslation();
  const { grant, user } = useSession();
  const { resources } = useCatalog();
  const tree = !!listOptionsOf(resource.name).tree;
  const list = useResourceList(resource, { all: tree, fixed });
  const [relatedOpen, setRelatedOpen] = useState<{ rel: RelatedDecl; target: ResourceMeta; rowId: number } | null>(null);
  // a related list that changed rows may have changed this row too (a claim's totals from its lines):
  // the list is read again when its drawer closes
  const relatedChanged = useRef(false);
  const closeRelated = () => {
    setRelatedOpen(null);
    if (!relatedChanged.current) return;
    relatedChanged.current = false;
    list.reload();
  };
  // a list declared inRow: false is shown by the module's own screen of the row (a seafarer's file)
  const related = (resource.related ?? []).filter((r) => {
    if (r.inRow === false) return false;
    const target = resources.find((x) => x.name === r.resource);
    return !!target && canOperation(grant, target, 'getList');
  });
  const [hidden, setHidden] = useState(() => loadHiddenColumns(resource.name));
  const [selected, setSelected] = useState<number[]>([]);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  const rowsChanged = () => {
    setSelected([]);
    list.reload();
    onChanged?.();
  };
  const actions = useResourceActions(resource, rowsChanged);

  const allowed = (op: string) => canOperation(grant, resource, op);
  const rowActions = (resource.actions ?? []).filter((a) => a.placement === 'row' && allowed(a.name));
  const toolbarActions = (resource.actions ?? []).filter((a) => a.placement === 'toolbar' && allowed(a.name));
  const addActions = (resource.actions ?? []).filter((a) => a.placement === 'add' && allowed(a.name) && !(fixed && a.listWide));
  const canEdit = allowed('update');
  const canDelete = allowed('delete');
  const toolbarExtensions = toolbarExtensionsFor(resource);
  const selectable = canDelete || toolbarActions.length > 0 || toolbarExtensions.length > 0;

  // in a tree table the nesting shows the parent, so its column would only repeat it
  const selfParent = tree ? Object.keys(resource.fields).filter((n) => resource.fields[n].type === 'ref' && resource.fields[n].ref === resource.name) : [];
  // a related list's fixed fields (the seafarer of a file tab) would repeat one value in every row
  const columns = resourceColumns(
    resource,
    [...hidden, ...selfParent, ...Object.keys(fixed ?? {})],
    list.query.sort,
    {
      canEdit,
      canDelete,
      actions: rowActions,
      userId: user?.userId,
      onEdit: (row) => setFormTarget({ mode: 'update', row }),
      onDelete: (row) => actions.remove([row.id]),
      onAction: (a, row) => actions.runRow(a, row),
      related,
      onRelated: (rel, row) => setRelatedOpen({ rel, target: resources.find((x) => x.name === rel.resource)!, rowId: row.id }),
      extensions: rowExtensionsFor(resource),
    },
    t,
  );
  const treeRows = useTreeRows(list.rows, list.whole, Object.keys(list.query.filters).length > 0);
  const rowClass = listOptionsOf(resource.name).rowClassName;
  // a large tree has no pages: only the rows in view are drawn
  const virtual = tree && treeRows.large;

  return (
    <div className="resource-page" data-testid="list-page" data-resource={resource.name}>
      <SearchCard resource={withoutFixedFilters(resource, fixed)} onSearch={(filters) => list.setQuery({ filters, pageNum: 1 })} />
      <Card variant="borderless">
        <ListToolbar
          resource={resource}
          title={title}
          canAdd={allowed('insert')}
          canDelete={canDelete}
          canExport={allowed('export')}
          actions={toolbarActions}
          addActions={addActions}
          onAddAction={(a) => actions.runAdd(a, fixed)}
          selected={selected.length}
          onAdd={() => setFormTarget({ mode: 'insert' })}
          onDelete={() => actions.remove(selected)}
          onExport={() => actions.exportList(list.exportBody)}
          onAction={(a) => actions.runToolbar(a, selected)}
          onReload={list.reload}
          selectionButtons={toolbarExtensions.map(({ key, Component }) => (
            <Component key={key} resource={resource} selected={selected} onDone={rowsChanged} />
          ))}
          extra={
            <>
              {tree ? (
                <Button
                  icon={treeRows.allExpanded ? <ShrinkOutlined /> : <ArrowsAltOutlined />}
                  onClick={treeRows.allExpanded ? treeRows.collapseAll : treeRows.expandAll}
                  data-testid="list-tree-expand"
                >
                  {t(treeRows.allExpanded ? 'buttons.collapseAll' : 'buttons.expandAll')}
                </Button>
              ) : null}
              <ColumnSettings
                resource={resource}
                columns={listFields(resource).map(([n]) => n)}
                hidden={hidden}
                onChange={(h) => {
                  setHidden(h);
                  saveHiddenColumns(resource.name, h);
                }}
              />
            </>
          }
        />
        {resource.report?.chart && list.series ? <ReportChart resource={resource.name} chart={resource.report.chart} series={list.series} /> : null}
        <Table<Row>
          rowKey="id"
          size="middle"
          data-testid="list-table"
          loading={list.loading}
          columns={virtual ? virtualColumns(columns) : columns}
          dataSource={tree ? treeRows.data : list.rows}
          virtual={virtual}
          // without `scroll`: a table given one measures every column after drawing and draws again (the
          // sideways scroll is the page's, app.css)
          scroll={virtual ? { x: TREE_WIDTH, y: TREE_HEIGHT } : undefined}
          // each column as wide as its content, ellipsis or not (antd would share the width out instead)
          tableLayout={virtual ? undefined : 'auto'}
          summary={list.totals && list.rows.length ? totalsRow(columns, list.totals, t, selectable) : undefined}
          rowClassName={(row) => [rowClass?.(row), tree && treeRows.isFound(row) ? 'tree-found' : undefined].filter(Boolean).join(' ')}
          rowSelection={selectable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), checkStrictly: true } : undefined}
          onRow={(row) => ({ onClick: () => setDetail(row), style: { cursor: 'pointer' }, 'data-row-id': row.id }) as object}
          expandable={tree ? { expandedRowKeys: treeRows.expandedKeys, onExpandedRowsChange: (keys) => treeRows.setExpandedKeys(keys as number[]) } : undefined}
          pagination={
            tree
              ? false
              : {
                  current: list.query.pageNum,
                  pageSize: list.query.pageSize,
                  total: list.total,
                  showSizeChanger: true,
                  pageSizeOptions: [10, 20, 50, 100],
                  showTotal: (n) => t('list.total', { count: n }),
                }
          }
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              list.setQuery({ sort: sortParam(String(s.columnKey ?? s.field), s.order), pageNum: 1 });
            } else if (extra.action === 'paginate') {
              list.setQuery({ pageNum: pagination.current ?? 1, pageSize: pagination.pageSize ?? list.query.pageSize });
            }
          }}
        />
      </Card>
      <RecordFormDrawer
        resource={resource}
        target={formTarget}
        fixed={fixed}
        onClose={() => setFormTarget(null)}
        onSaved={() => {
          setFormTarget(null);
          list.reload();
          onChanged?.();
        }}
        onDraftSaved={() => {
          list.reload();
          onChanged?.();
        }}
      />
      <RecordDetailDrawer resource={resource} row={detail} onClose={() => setDetail(null)} />
      <Drawer
        open={!!relatedOpen}
        size={1040}
        destroyOnHidden
        title={relatedOpen ? t(relatedKey(resource.name, relatedOpen.rel.resource)) : ''}
        onClose={closeRelated}
        data-testid="related-drawer"
      >
        {relatedOpen ? (
          <ResourceListPage
            resource={relatedOpen.target}
            title={t(resourceNameKey(relatedOpen.target.name))}
            fixed={{ [relatedOpen.rel.field]: relatedOpen.rowId }}
            onChanged={() => (relatedChanged.current = true)}
          />
        ) : null}
      </Drawer>
      {actions.dialog}
    </div>
  );
}

function SearchCard({ resource, onSearch }: { resource: ResourceMeta; onSearch: (f: Record<string, unknown>) => void }) {
  const hasFilters = !!resource.keyword?.length || Object.values(resource.fields).some((f) => f.filter);
  if (!hasFilters) return null;
  return (
    <Card variant="borderless" style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 0 } }}>
      <SearchForm resource={resource} onSearch={onSearch} />
    </Card>
  );
}

function withoutFixedFilters(resource: ResourceMeta, fixed: Record<string, unknown> | undefined): ResourceMeta {
  if (!fixed) return resource;
  const fields = Object.fromEntries(Object.entries(resource.fields).map(([n, f]) => [n, n in fixed ? { ...f, filter: undefined } : f]));
  return { ...resource, fields };
}
