import { named } from '../../core/dictionary/dict-dsl';

// Clients dictionary items the code tests for, named (core/dictionary/dict-dsl.ts). Pure: the web may
// import the constants too. Values never change once shipped (test/unit/shipped-ids.spec.ts).
export const shipStatus = named({
  InService: ['1', '营运', 'In service'],
  UnderRepair: ['2', '修船', 'Under repair'],
  LaidUp: ['3', '停航', 'Laid up'],
  Sold: ['4', '已出售', 'Sold'],
});

export const SHIP_STATUS = shipStatus.values;
