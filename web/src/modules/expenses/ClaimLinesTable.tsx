import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { fieldKey } from '../../core/i18n/enum-key';
import { FieldValue } from '../../core/resource/fields/FieldValue';
import type { Row } from '../../core/resource/use-resource-list';
import { LINES } from './claim-api';
import './claim-lines.css';

// what a claim's lines show, on the printed form and to the approver
const COLUMNS = ['feeGroup', 'feeType', 'feeDate', 'currency', 'amount', 'exchangeRate', 'cnyAmount', 'billNum', 'companyPaid', 'checked', 'note'];
const RIGHT = new Set(['amount', 'exchangeRate', 'cnyAmount', 'billNum']);

// A claim's lines, each value drawn as its declaration says (dictionary labels, amounts).
export function ClaimLinesTable({ lines, loading, bordered }: { lines: Row[]; loading?: boolean; bordered?: boolean }) {
  const { t } = useTranslation();
  const meta = useCatalog().resources.find((r) => r.name === LINES);
  if (!meta) return null;
  const columns: TableColumnsType<Row> = [
    { key: 'no', title: t('expenses.print.no'), width: 44, render: (_, _r, i) => i + 1 },
    ...COLUMNS.filter((n) => meta.fields[n]).map((n) => ({
      key: n,
      title: t(fieldKey(LINES, n)),
      align: RIGHT.has(n) ? ('right' as const) : undefined,
      // a note may be one unbroken run (a booking reference, an address): it wraps anywhere rather than
      // squeezing the other columns to a letter each or running off the printed form
      className: n === 'note' ? 'claim-line-note' : undefined,
      render: (_: unknown, r: Row) => <FieldValue resource={meta} name={n} decl={meta.fields[n]} value={r[n]} record={r} place="list" />,
    })),
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="id"
      bordered={bordered}
      loading={loading}
      columns={columns}
      dataSource={lines}
      pagination={false}
      locale={{ emptyText: t('expenses.lines.none') }}
      onRow={(r) => ({ 'data-testid': 'claim-line', 'data-line-id': r.id }) as object}
    />
  );
}
