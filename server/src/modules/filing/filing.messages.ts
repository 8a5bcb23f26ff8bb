import { defineMessages } from '../../core/notify/message-texts';

// What the filing module tells people, rendered in each reader's language.
export const FilingMessage = defineMessages('filing', {
  filingsDue: {
    title: ['资质备案提醒：{soon} 项将在 {days} 天内到期，{expired} 项已到期', 'Qualification filings: {soon} expire within {days} days, {expired} have expired'],
  },
});
