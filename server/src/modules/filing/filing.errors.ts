import { defineErrors } from '../../core/errors/error-code';

// The filing module's refusals, in the reader's language.
export const FilingError = defineErrors('filing', {
  certificateNotTheirs: [400, '所选证书不属于该船员', 'The certificate chosen is not this seafarer’s'],
});
