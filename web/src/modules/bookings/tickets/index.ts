import { registerScreen } from '../../../core/resource/overrides';

// What the tickets screens add to the generic pages (registered by web/src/modules/bookings/index.ts):
// the air ticket settlement shows its totals and its tickets side by side.
registerScreen('planeSettlement', () => import('./SettlementPage').then((m) => m.SettlementPage));
