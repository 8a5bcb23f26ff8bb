import { defineMessages } from '../../core/notify/message-texts';

// What the crew module tells people, rendered in each reader's language.
export const CrewMessage = defineMessages('crew', {
  certificatesDue: {
    title: ['证书提醒：{soon} 本将在 {days} 天内到期，{expired} 本已过期', 'Certificates: {soon} expire within {days} days, {expired} expired'],
  },
});
