import { named } from '../../core/dictionary/dict-dsl';

// Shared dictionary items the code tests for, named (core/dictionary/dict-dsl.ts). Pure: the web
// imports the constants too.
export const yesOrNo = named({
  Yes: ['1', '是', 'Yes'],
  No: ['0', '否', 'No'],
});

export const YES_NO = yesOrNo.values;
