import { defineErrors } from '../../core/errors/error-code';

// The clients module's refusals, in the reader's language.
export const ClientError = defineErrors('clients', {
  shipOfOtherOwner: [400, '船舶不属于该船东', 'The ship does not belong to this shipowner'],
});
