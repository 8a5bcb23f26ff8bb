import { Injectable } from '@nestjs/common';
import { AppException } from '../../../../core/errors/app.exception';
import type { HookPayloads } from '../../../../core/resource/hook-payloads';
import type { OpContext } from '../../../../core/resource/op-context';
import { Hook } from '../../../../core/resource/resource.decorators';
import { ClothesError } from '../clothes.errors';
import { linesOfCatalogueRow } from '../clothes.repository';
import { SMALL_CLASS } from '../clothes.states';
import type { BoatClothingClothes } from '../entities/boat-clothing-clothes.entity';
import { catalogueName, ClothesService, garmentLabel } from '../orders/clothes.service';

type Clothes = HookPayloads<BoatClothingClothes>;

// The catalogue's rules: a garment sized by the seafarer's record comes in his record's sizes, a row is
// named for the pickers, its stock starts as counted in (all of it free), and a row orders took stock
// from stays (their lines name it).
@Injectable()
export class CatalogueHooks {
  constructor(private readonly clothes: ClothesService) {}

  @Hook('BoatClothingClothes.insert:before')
  async inserting(ctx: OpContext, { input }: Clothes['insert:before']) {
    const smallClass = input.clothingSmallClass ?? SMALL_CLASS.Standard;
    const size = input.size!.trim();
    await this.clothes.checkCatalogueSize(ctx.manager, input.garmentType!, smallClass, size);
    const name = catalogueName(input.garmentType!, smallClass, size);
    const stock = input.stock ?? 0;
    Object.assign(input, { clothingSmallClass: smallClass, size, name: name.zh, enName: name.en, stock, reserved: 0, available: stock });
  }

  @Hook('BoatClothingClothes.delete:before')
  async deleting(ctx: OpContext, { records }: Clothes['delete:before']) {
    for (const r of records) {
      const count = await linesOfCatalogueRow(ctx.manager, r.id);
      if (count) throw new AppException(ClothesError.garmentInUse, { garment: garmentLabel(r.garmentType, r.clothingSmallClass), size: r.size, count });
    }
  }
}
