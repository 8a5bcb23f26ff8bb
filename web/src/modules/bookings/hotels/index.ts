import { addCatalogBundles } from '../../../core/i18n/i18n';
import { registerScreen } from '../../../core/resource/overrides';
import { hotelsLocales } from './hotels.locales';

// What the hotels screens add to the generic pages (registered by web/src/modules/bookings/index.ts): the
// contracted hotels, applications with their guests, the clerk's bookings and the approvals are generic
// lists of their declarations; finance's settlement shows its report and the stays to settle together.
addCatalogBundles(hotelsLocales);

registerScreen('hotelSettlement', () => import('./HotelSettlementPage').then((m) => m.HotelSettlementPage));
