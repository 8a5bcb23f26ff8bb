import { registerFieldOverride } from '../../core/resource/overrides';
import { registerFileTabSection } from '../crew/file-tab-sections';
import { BalanceValue } from './BalanceValue';
import './insurance.css';

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
