import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { canOperation } from '../../core/access/operation-access';
import { useSession } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { menuKey } from '../../core/i18n/enum-key';
import { ResourceListPage } from '../../core/resource/ResourceListPage';
import { ResourceTabs } from '../../core/resource/ResourceTabs';
import { ForbiddenPage } from '../../app/pages/ResultPages';
import { CLAIMS } from './claim-api';
import { ClaimPrintPage } from './ClaimPrintPage';

// the report lists of claims the screen carries beside them (server: reports/expense-reports.ts)
const REPORTS = ['boatExpenseReportSeafarer', 'boatExpenseReportShipowner', 'boatExpenseReportMonth', 'boatExpenseReportFeeType'];

// boatExpenseAccount: the claims (the generic list: lines, submit, progress, print), and the report lists
// of the approved claims, each a tab of the one screen; /print/<id> is a claim's printed form.
export function ExpenseClaimsScreen() {
  const { t } = useTranslation();
  const { grant } = useSession();
  const { resources } = useCatalog();
  const [page, id] = (useParams()['*'] ?? '').split('/');
  if (page === 'print' && Number(id) > 0) return <ClaimPrintPage id={Number(id)} />;
  const claims = resources.find((r) => r.name === CLAIMS);
  if (!claims || !canOperation(grant, claims, 'getList')) return <ForbiddenPage />;
  const title = t(menuKey(CLAIMS));
  return <ResourceTabs testId="expense-tabs" before={{ key: CLAIMS, label: t('expenses.tabs.claims'), children: <ResourceListPage resource={claims} title={title} /> }} tabs={REPORTS} />;
}
