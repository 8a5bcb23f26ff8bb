import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { ClientsDemoSeed } from './clients-demo-seed.service';
import { ClientHooks } from './clients.hooks';
import { ClientOperations } from './clients.operations';
import { CLIENT_RESOURCES } from './clients.resources';
import './clients.dictionaries';
import './clients.menus';

// Clients: shipowners and their ships, suppliers, customers and visits.
// exports its demo seed: the crew demo data builds on its shipowners and ships
@Module({ providers: [ClientOperations, ClientHooks, ClientsDemoSeed], exports: [ClientsDemoSeed] })
export class ClientsModule {
  constructor(registry: ResourceRegistry) {
    registry.register(CLIENT_RESOURCES);
  }
}
