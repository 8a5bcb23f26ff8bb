import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../catalog/CatalogProvider';
import { fieldKey } from '../i18n/enum-key';
import { FieldValue } from './fields/FieldValue';
import type { Row } from './use-resource-list';

const NUMBERS = new Set(['int', 'number', 'money']);

export interface DeclaredRowsTableProps {
  resource: string; // whose declaration draws the values and names the columns
  columns: string[]; // the fields shown, in order (those the declaration lacks are left out)
  rows: Row[];
  loading?: boolean;
  emptyText: string;
  rowTestId: string;
  // a first column counting the rows (1, 2, …) under this title
  numbered?: string;
  // a class for a field's cells (a note that wraps anywhere)
  cellClass?: Record<string, string>;
}

// A few rows of a resource shown read-only below a record (a claim's lines, an application's stays), each
// value drawn as its declaration says (dictionary labels, amounts, referenced names), numbers to the right.
export function DeclaredRowsTable({ resource, columns, rows, loading, emptyText, rowTestId, numbered, cellClass }: DeclaredRowsTableProps) {
  const { t } = useTranslation();
  const meta = useCatalog().resources.find((r) => r.name === resource);
  if (!meta) return null;
  const cols: TableColumnsType<Row> = [
    ...(numbered ? [{ key: 'no', title: numbered, width: 44, render: (_: unknown, _r: Row, i: number) => i + 1 }] : []),
    ...columns
      .filter((n) => meta.fields[n])
      .map((n) => ({
        key: n,
        title: t(fieldKey(resource, n)),
        align: NUMBERS.has(meta.fields[n].type) ? ('right' as const) : undefined,
        className: cellClass?.[n],
        render: (_: unknown, r: Row) => <FieldValue resource={meta} name={n} decl={meta.fields[n]} value={r[n]} record={r} place="list" />,
      })),
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="id"
      loading={loading}
      columns={cols}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText }}
      onRow={(r) => ({ 'data-testid': rowTestId, 'data-row-id': r.id }) as object}
    />
  );
}
