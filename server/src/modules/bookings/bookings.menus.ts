import { defineMenus } from '../../core/access/menu-declarations';
import { APPROVE, button, CANCEL, directory, FINISH, REJECT, screen, SUBMIT } from '../../core/access/menu-dsl';

// Administration (SPEC §2): hotel, car, ticket and work-clothes bookings, and their approvals.
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('bookings', {
  directories: [
    directory(4, 'administration', '行政管理', 'Administration', 'ShopOutlined'),
  ],
  screens: [
    screen(4010, 'boatHotelReserve', '酒店预订管理', 'Hotel bookings', {
      extra: [button('cancelBooking', '取消预订', 'Cancel booking'), button('earlyCheckout', '提前退房', 'Early check-out'), button('renew', '续住', 'Extend stay')],
    }),
    screen(4020, 'boatUseCar', '用车管理', 'Car use', { extra: [FINISH] }),
    screen(4030, 'boatTicketManage', '机票管理', 'Air tickets', { extra: [button('issue', '出票', 'Issue'), button('refund', '退票', 'Refund'), CANCEL] }),
    screen(4040, 'boatWorkClothesManage', '工作服管理', 'Work clothes', {
      extra: [button('ship', '发货', 'Ship'), button('receive', '签收', 'Receive'), button('return', '退回', 'Return')],
    }),
    screen(4050, 'hotelReservationParams', '酒店预订参数', 'Hotel booking parameters'),
    screen(4060, 'boatApplyForHoteReserve', '酒店预订申请', 'Hotel booking requests', { extra: [SUBMIT] }),
    screen(4070, 'boatTicket', '机票申请', 'Air ticket requests', { extra: [SUBMIT] }),
    screen(4080, 'boatWorkClothes', '工作服申请', 'Work clothes requests', { extra: [SUBMIT] }),
    screen(4090, 'boatUseCarApplyFor', '用车申请', 'Car requests', { extra: [SUBMIT] }),
    screen(7030, 'boatHoteApproveManage', '酒店预订审批', 'Hotel booking approvals', { standard: ['export'], extra: [APPROVE, REJECT] }),
    screen(7040, 'boatUserCarApproveManage', '用车审批', 'Car request approvals', { standard: ['export'], extra: [APPROVE, REJECT] }),
  ],
});
