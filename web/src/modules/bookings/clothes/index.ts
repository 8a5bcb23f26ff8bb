// What the clothes screens add to the generic pages (registered by web/src/modules/bookings/index.ts).
import { registerListOptions, registerScreen } from '../../../core/resource/overrides';
import { CLOTHES_STATE } from '../../../../../server/src/modules/bookings/clothes/clothes.states';
import { YES_NO } from '../../../../../server/src/modules/system/system.states';
import './clothes.css';

// the store's screen: the lines to ship, receive and take back, and the stock they move, as two tabs
registerScreen('boatWorkClothesManage', () => import('./ClothesManagePage').then((m) => m.ClothesManagePage));

// a size whose free stock fell to its reorder level stands out
registerListOptions('BoatClothingClothes', { rowClassName: (row) => (Number(row.available) <= Number(row.reorderLevel ?? 0) ? 'clothes-low-stock' : undefined) });

// lines closed with their dispatch order after they left: to be taken back by the store
const toReturn = (row: Record<string, unknown>) => (row.returnDue === YES_NO.Yes && (row.clothesStatus === CLOTHES_STATE.Shipping || row.clothesStatus === CLOTHES_STATE.Received) ? 'clothes-return-due' : undefined);
registerListOptions('BoatClothingStaff', { rowClassName: toReturn });
registerListOptions('BoatClothingOrder', { rowClassName: toReturn });
