import { named } from '../../core/dictionary/dict-dsl';

// Crew dictionary items the code tests for, named (core/dictionary/dict-dsl.ts). Pure: the web imports
// the constants too.

// a certificate's state, and a seafarer's worst (the crew list's colour and filter)
export const warnStatus = named({
  Normal: ['0', '正常', 'Normal'],
  Warning: ['1', '预警', 'Warning'],
  Expired: ['2', '过期', 'Expired'],
});

export const WARN_STATUS = warnStatus.values;
