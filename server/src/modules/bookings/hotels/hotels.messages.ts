import { defineMessages } from '../../../core/notify/message-texts';

// What the hotels tell people, rendered in each reader's language.
export const HotelsMessage = defineMessages('hotels', {
  due: {
    title: [
      '酒店提醒：{checkouts} 位客人将在 {days} 天内退房，{awaiting} 个预订距入住不足 {days} 天仍待预订',
      'Hotels: {checkouts} guests check out within {days} days, {awaiting} bookings still await booking with check-in within {days} days',
    ],
  },
  // why an application's approval stopped: every guest of it was cancelled
  allCancelled: { title: ['全部入住人员已取消', 'Every guest was cancelled'] },
});
