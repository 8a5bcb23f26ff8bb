import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../resource/resource-registry';
import { AmountOperations } from './amount.operations';
import { amountResource } from './amount.resources';

@Module({ providers: [AmountOperations] })
export class AmountModule {
  constructor(registry: ResourceRegistry) {
    registry.register([amountResource]);
  }
}
