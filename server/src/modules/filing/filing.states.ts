import { named } from '../../core/dictionary/dict-dsl';

// The filing dictionaries whose items the code tests for (pure: the web may import them).
// Values never change once shipped (test/unit/shipped-ids.spec.ts).
export const filingState = named({
  Filed: ['1', '已备案', 'Filed'],
  Withdrawn: ['2', '已撤销', 'Withdrawn'],
});

export const FILING_STATE = filingState.values;
