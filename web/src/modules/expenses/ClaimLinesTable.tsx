import { useTranslation } from 'react-i18next';
import { DeclaredRowsTable } from '../../core/resource/DeclaredRowsTable';
import type { Row } from '../../core/resource/use-resource-list';
import { LINES } from './claim-api';
import './claim-lines.css';

// what a claim's lines show to the approver
const COLUMNS = ['feeGroup', 'feeType', 'feeDate', 'currency', 'amount', 'exchangeRate', 'cnyAmount', 'billNum', 'companyPaid', 'checked', 'note'];
// a note may be one unbroken run (a booking reference, an address): it wraps anywhere rather than
// squeezing the other columns to a letter each
const CELLS = { note: 'claim-line-note' };

export function ClaimLinesTable({ lines, loading }: { lines: Row[]; loading?: boolean }) {
  const { t } = useTranslation();
  return <DeclaredRowsTable resource={LINES} columns={COLUMNS} rows={lines} loading={loading} emptyText={t('expenses.lines.none')} rowTestId="claim-line" numbered={t('expenses.print.no')} cellClass={CELLS} />;
}
