import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { DispatchModule } from '../../dispatch/dispatch.module';
import { CatalogueHooks } from './catalogue/catalogue.hooks';
import { CatalogueOperations } from './catalogue/catalogue.operations';
import { CLOTHES_RESOURCES } from './clothes.resources';
import { DeliveryOperations } from './delivery/delivery.operations';
import { ClothesDemoSeed } from './demo/clothes-demo-seed.service';
import { ClothesLink } from './links/clothes.link';
import { ClothesService } from './orders/clothes.service';
import { OrderHooks } from './orders/order.hooks';
import { OrderOperations } from './orders/order.operations';

// Work clothes (SPEC §2 boatWorkClothes, boatWorkClothesManage): the garment catalogue with its stock,
// orders for seafarers in their sizes (made by hand or from a dispatch plan's sign-on), and the store's
// shipping, receiving and taking back, the stock moving with them.
@Module({
  imports: [DispatchModule],
  providers: [ClothesService, OrderHooks, OrderOperations, CatalogueHooks, CatalogueOperations, DeliveryOperations, ClothesLink, ClothesDemoSeed],
})
export class ClothesModule {
  constructor(registry: ResourceRegistry) {
    registry.register([...CLOTHES_RESOURCES]);
  }
}
