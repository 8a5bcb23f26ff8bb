import { registerDashboardWidget } from '../../app/dashboard/dashboard-panels';
import { addCatalogBundles } from '../../core/i18n/i18n';
import { registerFieldOverride } from '../../core/resource/overrides';
import { registerFileTabSection } from '../crew/file-tab-sections';
import { BalanceValue } from './BalanceValue';
import { GAPS_ASKED, GapsWidget } from './GapsWidget';
import { insuranceLocales } from './insurance.locales';
import './insurance.css';

addCatalogBundles(insuranceLocales);

// the home page warns of seafarers on board without cover or insured twice
registerDashboardWidget('insuranceGaps', GapsWidget, GAPS_ASKED);

// The insurance tab of a seafarer's file: his covers, declarations, monthly payments, balance history,
// commercial policies and disability fees, each list as its screen's rights allow.
const TAB = 'insurance';
[
  'boatInsuranceCover',
  'boatInsuranceApply',
  'boatInsuranceDetail',
  'BoatBlanceAdjust',
  'BoatInsuranceBusi',
  'boatInsuranceDisabilities',
].forEach((resource, order) => registerFileTabSection(TAB, { resource, field: 'userId', order }));

// balances below zero in red wherever they are listed
for (const [resource, field] of [
  ['BoatUserInfo', 'balance'],
  ['BoatBlanceAdjust', 'previousBalance'],
  ['BoatBlanceAdjust', 'newBalance'],
  ['boatInsuranceDetail', 'balance'],
] as const) {
  registerFieldOverride(resource, field, { Display: BalanceValue });
}
