import { addCatalogBundles } from '../../core/i18n/i18n';
import { registerFieldOverride, registerRowExtension, registerScreen } from '../../core/resource/overrides';
import { registerRecordSection } from '../../workflow/record-sections';
import { BookingKindField } from './BookingKindField';
import { CLAIMS, LINES } from './claim-api';
import { ClaimLinesSection } from './ClaimLinesSection';
import { expensesLocales } from './expenses.locales';
import { PrintButton } from './PrintButton';

// What the expense claims add to the generic pages: the claims screen with its report lists and the
// printed claim form, Print on the claims a form is printed for, the lines below a claim in the approval
// drawer, and the kinds of booking a line may name.
addCatalogBundles(expensesLocales);
registerScreen(CLAIMS, () => import('./ExpenseClaimsScreen').then((m) => m.ExpenseClaimsScreen));
registerRowExtension({ key: 'expensePrint', appliesTo: (r) => r.name === CLAIMS, Component: PrintButton });
registerRecordSection(CLAIMS, ClaimLinesSection);
registerFieldOverride(LINES, 'bookingKind', { FormItem: BookingKindField });
