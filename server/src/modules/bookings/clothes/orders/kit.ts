import { L } from '../../../../core/resource/label';
import type { OperationBody } from '../../../../core/resource/operation-body';

// A seafarer's kit for joining a ship, as the dispatch plan's check item and "order for several" ask
// it: coveralls and safety shoes in his sizes (two sets and a pair unless told: one to wear, one in the
// wash), and any other garments picked from the catalogue, one each in the size picked. The sizes
// asked here stand for his record's (a seafarer without them on file, or one who asked for another).
export const KIT_FORM = {
  coveralls: { type: 'int', label: L('工作服（套）', 'Coveralls (sets)'), min: 0, max: 10, defaultValue: 2 },
  safetyShoes: { type: 'int', label: L('工作鞋（双）', 'Safety shoes (pairs)'), min: 0, max: 5, defaultValue: 1 },
  extras: { type: 'refs', ref: 'BoatClothingClothes', label: L('其他服装（各一件）', 'Other garments (one each)'), max: 10 },
  clothesSize: { type: 'dict', dict: 'workClothesSize', label: L('工作服尺码（不填取档案）', 'Clothes size (blank: his record)') },
  shoeSize: { type: 'dict', dict: 'shoeSize', label: L('鞋码（不填取档案）', 'Shoe size (blank: his record)') },
} satisfies OperationBody;

export interface Kit {
  coveralls?: number | null;
  safetyShoes?: number | null;
  extras?: number[] | null;
  clothesSize?: string | null;
  shoeSize?: string | null;
}
