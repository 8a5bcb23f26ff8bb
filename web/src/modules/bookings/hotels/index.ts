import { addCatalogBundles } from '../../../core/i18n/i18n';
import { registerScreen } from '../../../core/resource/overrides';
import { registerRecordSection } from '../../../workflow/record-sections';
import { ApplicationStaysSection } from './ApplicationStaysSection';
import { hotelsLocales } from './hotels.locales';

// What the hotels screens add to the generic pages (registered by web/src/modules/bookings/index.ts): the
// contracted hotels, applications with their guests, the clerk's bookings and the approvals are generic
// lists of their declarations; finance's settlement shows its report and the stays to settle together;
// the approval drawer shows an application's stays below it.
addCatalogBundles(hotelsLocales);

registerScreen('hotelSettlement', () => import('./HotelSettlementPage').then((m) => m.HotelSettlementPage));
registerRecordSection('BoatHotel', ApplicationStaysSection);
