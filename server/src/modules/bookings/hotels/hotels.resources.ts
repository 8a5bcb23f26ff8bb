import { defineResource, readOnlyView, type RowsOf } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { defineFlowResource } from '../../../workflow/flow-entity';
import { flowManageView } from '../../../workflow/flow-manage-view';
// stays belong to a seafarer: seen with him, by the reader's crew rights, on every list and export
import { OF_SEAFARER } from '../../crew/file/crew-file.resources';
import { YES_NO } from '../../system/system.states';
import { BoatHotel } from './entities/boat-hotel.entity';
import { BoatHotelBase } from './entities/boat-hotel-base.entity';
import { BoatHotelRoom } from './entities/boat-hotel-room.entity';
import { BoatHotelStaff } from './entities/boat-hotel-staff.entity';
import { STAY_STATE } from './hotels.states';

// hotelReservationParams: the contracted hotels; applications pick them (name, city) without the screen
export const boatHotelBaseResource = defineResource({
  name: 'BoatHotelBase',
  label: L('协议酒店', 'Contracted hotel'),
  entity: BoatHotelBase,
  menu: 'hotelReservationParams',
  keyword: ['name', 'enName', 'address'],
  pick: ['id', 'name', 'enName', 'city'],
  defaultSort: 'id',
  related: [{ resource: 'BoatHotelRoom', field: 'hotelId', label: L('房型与协议价', 'Room types and prices'), inAdd: 1 }],
});

// the room types of a contracted hotel and their prices, on the same screen
export const boatHotelRoomResource = defineResource({
  name: 'BoatHotelRoom',
  label: L('房型协议价', 'Room contract price'),
  entity: BoatHotelRoom,
  menu: 'hotelReservationParams',
  pick: ['id', 'hotelId', 'roomType', 'price', 'currency'],
  defaultSort: 'roomType',
});

// boatApplyForHoteReserve: the applications, approved through processes/hotel.bpmn (flow type hotel);
// seen by the applicant's department rights, as staff requests are
export const boatHotelResource = defineFlowResource({
  name: 'BoatHotel',
  label: L('酒店预订申请', 'Hotel application'),
  entity: BoatHotel,
  menu: 'boatApplyForHoteReserve',
  processId: 'hotel',
  flow: { submitPerm: 'boatApplyForHoteReserve:submit', operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  answersAs: { BoatHotelFlow: ['getInfoById', 'getInfoByInstanceId'] },
  scope: { dept: 'deptId', creator: 'createdBy' },
  // the travel clerk's stays name their application by number, though its department's applications are
  // not the clerk's to read: a stay row carries the number (large: pickers search, rows bring the label),
  // and its filter picks from the numbers within the reader's rights instead of answering 403
  large: true,
  pick: ['id', 'code'],
  keyword: ['code', 'remarks'],
  defaultSort: '-id',
  related: [{ resource: 'boatHotelGuest', field: 'hotelApplyId', label: L('入住人员', 'Guests'), inAdd: 1 }],
});

// an application's guests, added and changed while it is a draft (stays/guest.hooks.ts): seen and written
// with their application (a department that cannot open it sees none of its guests), each a seafarer
// within the writer's crew rights; the clerk's bookings below, the same rows, are seen by the seafarer
export const boatHotelGuestResource = defineResource({
  name: 'boatHotelGuest',
  label: L('入住人员', 'Guest'),
  entity: BoatHotelStaff,
  menu: 'boatApplyForHoteReserve',
  scope: { via: { field: 'hotelApplyId', resource: 'BoatHotel' } },
  refine: { userId: { scoped: true } },
  defaultSort: 'id',
  dateOrder: [['checkIn', 'checkOut', 'lt', 90]],
  editWhen: { reservationsStatus: [STAY_STATE.Pending] },
});

// boatHotelReserve: the travel clerk's bookings, every guest's stay, booked, cancelled, cut short and
// extended here (SPEC §7 BoatHotelStaff: cancel, early check-out, renew)
export const boatHotelStaffResource = defineResource({
  name: 'BoatHotelStaff',
  label: L('酒店预订', 'Hotel booking'),
  entity: BoatHotelStaff,
  menu: 'boatHotelReserve',
  operations: ['getList', 'getById', 'export'],
  scope: OF_SEAFARER,
  // the clerk reads whose stay and in what state before the where and when; the application's number is
  // a filter and on the detail, not a column the dates would give their room to
  first: ['userId', 'reservationsStatus'],
  refine: { hotelApplyId: { inList: false }, currency: { inList: false } },
  keyword: ['confirmationNo', 'reason'],
  defaultSort: '-checkIn',
});

// boatHoteApproveManage: the applications that went to approval, with their amounts
export const hotelApproveManageView = flowManageView(boatHotelResource, {
  name: 'hotelApproveManage',
  menu: 'boatHoteApproveManage',
  label: L('酒店预订审批', 'Hotel approvals'),
});

// What finance reads of a stay: the hotel, whose and when, what the hotel is owed (a cancelled stay's
// fee, not its amount) and whether it is settled, by whom and when; the booking's own columns after.
const SETTLE_COLUMNS = ['hotelId', 'userId', 'checkIn', 'checkOut', 'nights', 'currency', 'payable', 'settleStatus', 'settledBy', 'settledAt', 'reservationsStatus', 'confirmationNo', 'hotelApplyId'];
const settleFields = (fields: Record<string, FieldDecl>) => {
  const shown = Object.fromEntries(SETTLE_COLUMNS.map((k) => [k, { ...fields[k], inList: true }]));
  const rest = Object.fromEntries(Object.entries(fields).filter(([k]) => !SETTLE_COLUMNS.includes(k)).map(([k, f]) => [k, { ...f, inList: false }]));
  return { ...shown, ...rest };
};

// hotelSettlement's bookings to settle: booked stays, and cancelled ones the hotel charged for
export const hotelSettleStayResource = {
  ...readOnlyView(boatHotelStaffResource, {
    name: 'hotelSettleStay',
    menu: 'hotelSettlement',
    label: L('酒店结算明细', 'Hotel stays to settle'),
    where: { billable: [YES_NO.Yes] },
    defaultSort: '-checkOut',
  }),
  fields: settleFields(boatHotelStaffResource.fields),
};

export const HOTEL_RESOURCES = [
  boatHotelBaseResource,
  boatHotelRoomResource,
  boatHotelResource,
  boatHotelGuestResource,
  boatHotelStaffResource,
  hotelApproveManageView,
  hotelSettleStayResource,
] as const;

declare module '../../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof HOTEL_RESOURCES> {}
}
