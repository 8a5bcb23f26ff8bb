import { defineMessages } from '../../core/notify/message-texts';

// Why the dispatch module ended an application linked to an order (kept in its approval history),
// rendered in each reader's language.
export const DispatchMessage = defineMessages('dispatch', {
  orderWasCancelled: { title: ['派遣单已取消', 'The dispatch order was cancelled'] },
  orderWasClosed: { title: ['派遣单已关闭', 'The dispatch order was closed'] },
});
