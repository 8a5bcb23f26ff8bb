import { defineMessages } from '../../../core/notify/message-texts';

// What the hotels tell people, rendered in each reader's language.
export const HotelsMessage = defineMessages('hotels', {
  due: {
    title: [
      '酒店提醒：{days} 天内退房 {checkouts} 人，{days} 天内入住仍待预订 {awaiting} 个',
      'Hotels: check-outs within {days} day(s): {checkouts}; check-ins within {days} day(s) still awaiting booking: {awaiting}',
    ],
  },
  // why an application's approval stopped: every guest of it was cancelled
  allCancelled: { title: ['全部入住人员已取消', 'Every guest was cancelled'] },
});
