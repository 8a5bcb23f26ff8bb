import { Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { Row } from './use-resource-list';

// A report's totals row (its declaration says which measures add up; the server sums them over the
// whole filtered result, not the page): under the table, each sum under its column, "Total" in the first.
export function totalsRow(columns: TableColumnsType<Row>, totals: Record<string, number>, t: TFunction, selectable: boolean) {
  const TotalsRow = () => (
    <Table.Summary fixed>
      <Table.Summary.Row data-testid="report-totals">
        {selectable ? <Table.Summary.Cell index={0} /> : null}
        {columns.map((c, i) => {
          const key = String(c.key);
          return (
            // the column's class: the operations cell is held at the right like the rows' (app.css)
            <Table.Summary.Cell key={key} index={i + (selectable ? 1 : 0)} className={c.className}>
              {Object.hasOwn(totals, key) ? <strong data-total={key}>{totals[key]}</strong> : i === 0 ? <strong>{t('list.totals')}</strong> : null}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
  return TotalsRow;
}
