import { defineResource } from '../resource/define-resource';

// Custom operations only: nothing is stored.
export const amountResource = defineResource({
  name: 'Amount',
  label: { zh: '金额大写', en: 'Amount in Chinese capitals' },
  fields: {
    amount: { type: 'money', label: { zh: '金额', en: 'Amount' } },
    text: { type: 'string', label: { zh: '大写金额', en: 'Amount in capitals' }, readOnly: true },
  },
});
