import { defineMessages } from '../../core/notify/message-texts';

// What the insurance module tells people, rendered in each reader's language.
export const InsuranceMessage = defineMessages('insurance', {
  due: {
    title: [
      '保险提醒：{waiting} 份申报超过 {days} 天未办结，{gaps} 名在船船员未参保或重复参保，{unpaid} 条往月缴费未缴',
      'Insurance: {waiting} declarations open over {days} days, {gaps} seafarers on board without cover or insured twice, {unpaid} payments of past months not paid',
    ],
  },
});
