import type { OpContext } from '../../../../core/resource/op-context';
import { CrudService } from '../../../../core/resource/crud.service';
import { BOOKING_DICTIONARIES } from '../../bookings.dictionaries';
import { boatClothingClothesResource } from '../clothes.resources';
import { GARMENT, SMALL_CLASS } from '../clothes.states';

// a unit by its English name (the unit dictionary's values are numbered, not named: no code tests them)
const unit = (en: string) => BOOKING_DICTIONARIES.find((d) => d.mark === 'unit')!.items.find((i) => i.name.en === en)!.value;
// a garment of one size, as the supplier's labels have it (F: free size)
const ONE_SIZE = 'F';

// The store's catalogue: polycotton coveralls in every size (the most in the sizes most crew wear),
// flame-retardant ones for tankers, steel-toe safety shoes 38 to 46, and the one-size items. A few
// sizes run low (S, XXXL, 38, 46) and one is out, so the list shows what reordering looks like.
const CATALOGUE: Array<{ garmentType: string; clothingSmallClass: string; unit: string; reorderLevel: number; sizes: Array<[string, number]> }> = [
  { garmentType: GARMENT.Coverall, clothingSmallClass: SMALL_CLASS.Polycotton, unit: unit('Set'), reorderLevel: 10, sizes: [['S', 6], ['M', 40], ['L', 60], ['XL', 50], ['XXL', 30], ['XXXL', 4]] },
  { garmentType: GARMENT.Coverall, clothingSmallClass: SMALL_CLASS.FlameRetardant, unit: unit('Set'), reorderLevel: 5, sizes: [['M', 10], ['L', 12], ['XL', 10], ['XXL', 6]] },
  { garmentType: GARMENT.SafetyShoes, clothingSmallClass: SMALL_CLASS.SteelToe, unit: unit('Pair'), reorderLevel: 5, sizes: [['38', 3], ['39', 6], ['40', 20], ['41', 25], ['42', 25], ['43', 20], ['44', 12], ['45', 5], ['46', 0]] },
  { garmentType: GARMENT.Helmet, clothingSmallClass: SMALL_CLASS.Standard, unit: unit('Piece (headwear)'), reorderLevel: 10, sizes: [[ONE_SIZE, 30]] },
  { garmentType: GARMENT.Gloves, clothingSmallClass: SMALL_CLASS.Cotton, unit: unit('Pair'), reorderLevel: 50, sizes: [[ONE_SIZE, 200]] },
  { garmentType: GARMENT.Raincoat, clothingSmallClass: SMALL_CLASS.Standard, unit: unit('Piece'), reorderLevel: 5, sizes: [['L', 15], ['XL', 15]] },
  { garmentType: GARMENT.WinterJacket, clothingSmallClass: SMALL_CLASS.Insulated, unit: unit('Piece'), reorderLevel: 3, sizes: [['L', 8], ['XL', 8], ['XXL', 4]] },
  { garmentType: GARMENT.WorkCap, clothingSmallClass: SMALL_CLASS.Standard, unit: unit('Piece (headwear)'), reorderLevel: 10, sizes: [[ONE_SIZE, 50]] },
];

// made through the catalogue's own insert (its names and size rule), as the store clerk; answers the rows made
export async function seedCatalogue(ctx: OpContext, crud: CrudService): Promise<number> {
  let made = 0;
  const c = { ...ctx, resource: boatClothingClothesResource, operation: 'insert' };
  for (const g of CATALOGUE) {
    for (const [size, stock] of g.sizes) {
      await crud.insert({ ...c, body: { garmentType: g.garmentType, clothingSmallClass: g.clothingSmallClass, unit: g.unit, size, stock, reorderLevel: g.reorderLevel } });
      made++;
    }
  }
  return made;
}
