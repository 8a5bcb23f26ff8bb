import { defineDictionaries, extendDictionary } from '../../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../../core/dictionary/dict-dsl';
import { carReasonType, carStatus, carType } from './cars/cars.states';
import { clothesStatus, clothingSmallClass, garmentType } from './clothes/clothes.states';
import { hotelSettleStatus } from './hotels/hotels.states';

// The bookings module's dictionaries (SPEC §3, §4: tickets, hotels, work clothes, cars).
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const BOOKING_DICTIONARIES = defineDictionaries('bookings', [
  dict(334, 'ticketType', '票务类型', 'Ticket type', numbered([
    ['国内机票', 'Domestic flight'],
    ['国际机票', 'International flight'],
    ['火车票', 'Train ticket'],
    ['船票', 'Ferry ticket'],
  ])),
  dict(335, 'ticketStatus', '机票状态', 'Ticket status', numbered([
    ['待处理', 'Pending'],
    ['待出票', 'Waiting for issue'],
    ['已出票', 'Issued'],
    ['已退票', 'Refunded'],
    ['已出票待退票', 'Issued, awaiting refund'],
    ['已取消', 'Cancelled'],
  ])),
  dict(336, 'roomType', '房型', 'Room type', numbered([
    ['标准间', 'Twin room'],
    ['大床房', 'Double room'],
    ['单人间', 'Single room'],
    ['三人间', 'Triple room'],
    ['套房', 'Suite'],
  ])),
  dict(337, 'hotelStatus', '预订状态', 'Booking status', numbered([
    ['待处理', 'Pending'],
    ['待预订', 'Awaiting booking'],
    ['已预订', 'Booked'],
    ['已预订待取消', 'Booked, awaiting cancellation'],
    ['确认取消', 'Cancellation confirmed'],
    ['已驳回', 'Rejected'],
  ])),
  // the work clothes' garments and states are named (clothes/clothes.states.ts): the code tests for them
  dict(338, 'garmentType', '服装类别', 'Garment type', garmentType.items),
  dict(339, 'clothesStatus', '工作服状态', 'Work clothes status', clothesStatus.items),
  dict(340, 'unit', '单位', 'Unit', numbered([
    ['件', 'Piece'],
    ['套', 'Set'],
    ['双', 'Pair'],
    ['顶', 'Piece (headwear)'],
    ['个', 'Each'],
    ['包', 'Pack'],
    ['箱', 'Carton'],
  ])),
  dict(341, 'carReasonType', '用车事由', 'Car use reason', carReasonType.items),
  dict(342, 'carType', '车辆类型', 'Vehicle type', carType.items),
  dict(343, 'carStatus', '用车状态', 'Car request status', carStatus.items),
  // hotels: whether finance settled a stay with its hotel (hotelSettlement)
  dict(388, 'hotelSettleStatus', '结算状态', 'Settlement', hotelSettleStatus.items),
  dict(400, 'clothingSmallClass', '服装小类', 'Garment sub-class', clothingSmallClass.items),
]);

// Its approval flows' types, in the workflow's flowType (their processes, processes/<type>.bpmn, come with
// the module).
// Places are fixed once shipped, as values are; a new flow type takes the place after the last one taken
// (a place taken twice is refused at start, naming both modules).
extendDictionary('bookings', 'flowType', 10, [
  ['hotel', '酒店预订', 'Hotel booking'],
  ['car', '用车', 'Car use'],
  ['ticket', '机票', 'Air ticket'],
]);
