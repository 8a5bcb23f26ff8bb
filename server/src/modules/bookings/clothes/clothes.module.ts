import { Module } from '@nestjs/common';

// Work clothes (SPEC §2 boatWorkClothes, boatWorkClothesManage): the garment catalogue with its stock, and orders for seafarers.
@Module({})
export class ClothesModule {}
