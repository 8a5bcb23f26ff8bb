import { named } from '../../../core/dictionary/dict-dsl';

// The work-clothes dictionaries whose items the code tests for, each item named: the bookings
// dictionaries (bookings.dictionaries.ts) take their items from here, and TS and SQL the typed
// constants (`CLOTHES_STATE.Shipping === '3'`). Pure: the web imports these constants too.
// Values never change once shipped (test/unit/shipped-ids.spec.ts); a new item is appended.

// what a garment is (garmentType 338); which of the seafarer's sizes fits it is SIZED_BY below
export const garmentType = named({
  Coverall: ['1', '工作服', 'Coverall'],
  SafetyShoes: ['2', '工作鞋', 'Safety shoes'],
  Helmet: ['3', '安全帽', 'Safety helmet'],
  Gloves: ['4', '手套', 'Gloves'],
  Raincoat: ['5', '雨衣', 'Raincoat'],
  WinterJacket: ['6', '防寒服', 'Winter jacket'],
  WorkCap: ['7', '工作帽', 'Work cap'],
});

// a garment's sub-class (clothingSmallClass 400): its cut or material, as the supplier's catalogue has it
export const clothingSmallClass = named({
  Standard: ['1', '通用款', 'Standard'],
  Cotton: ['2', '纯棉', 'Cotton'],
  Polycotton: ['3', '涤棉', 'Polycotton'],
  FlameRetardant: ['4', '阻燃', 'Flame-retardant'],
  AntiStatic: ['5', '防静电', 'Anti-static'],
  SteelToe: ['6', '钢包头', 'Steel toe cap'],
  Insulated: ['7', '防寒加厚', 'Insulated'],
});

// a line's state (clothesStatus 339, SPEC §4), moved only through clothes-transitions.ts; an order's
// state is the least advanced of its lines' (order-state.rule.ts). Cancelled (appended by issue 23):
// ended before the clothes left the store, its reservation given back.
export const clothesStatus = named({
  Reserve: ['1', '预定', 'Reserved'],
  NotSent: ['2', '未发出', 'Not sent'],
  Shipping: ['3', '配送中', 'In delivery'],
  Received: ['4', '已签收', 'Received'],
  Returned: ['5', '已退回', 'Returned'],
  Cancelled: ['6', '已取消', 'Cancelled'],
});

export const GARMENT = garmentType.values;
export const SMALL_CLASS = clothingSmallClass.values;
export const CLOTHES_STATE = clothesStatus.values;

// The size on the seafarer's record that fits a garment (SPEC §3 personal: work-clothes size, shoe
// size), with the dictionary its catalogue sizes are values of; a garment not listed comes in one size
// (a helmet, gloves, a cap): its catalogue rows name their sizes freely and the order line names one.
export const SIZED_BY: Partial<Record<string, { field: 'clothesSize' | 'shoesize'; dict: string }>> = {
  [GARMENT.Coverall]: { field: 'clothesSize', dict: 'workClothesSize' },
  [GARMENT.Raincoat]: { field: 'clothesSize', dict: 'workClothesSize' },
  [GARMENT.WinterJacket]: { field: 'clothesSize', dict: 'workClothesSize' },
  [GARMENT.SafetyShoes]: { field: 'shoesize', dict: 'shoeSize' },
};
