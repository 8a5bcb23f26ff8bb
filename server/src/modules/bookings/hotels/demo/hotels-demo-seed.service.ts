import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource, EntityManager } from 'typeorm';
import { demoAccount } from '../../../../core/access/grant.repository';
import type { CurrentUser } from '../../../../core/auth/current-user';
import { APP_CONFIG, AppConfig } from '../../../../core/config/app-config';
import { localToday } from '../../../../core/config/local-date';
import { DemoSeed } from '../../../../core/database/demo-seed';
import { CrudService } from '../../../../core/resource/crud.service';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import { FlowService } from '../../../../workflow/flows/flow.service';
import { CrewDemoSeed } from '../../../crew/demo/crew-demo-seed.service';
import { CREW_SCOPE } from '../../../crew/crew.states';
import { OrderLifecycleOperations } from '../../../dispatch/orders/order-lifecycle.operations';
import { boatHotelBaseResource } from '../hotels.resources';
import { DEMO_ROLES } from '../../../system/seed/org-seed';
import { SettlementOperations } from '../settlement/settlement.operations';
import { StayService } from '../stays/stay.service';
import { DemoBookings } from './demo-bookings';
import { seedHotels } from './demo-hotels';

// Hotels demo data (SEED_DEMO=1): the contracted hotels of the demo ports with their room prices, and
// bookings in every state, some made from the demo dispatch plans' sign-ons (demo-bookings.ts); last
// month settled. liuyang (crew manager) applies and ticks the check items, zhangwei approves, wuxia
// (administration) books with the hotels, zhengmin (finance) settles.
//
// Runs after the dispatch demo made its plans: this module imports the dispatch module, and Nest calls a
// module's bootstrap hooks only once those of every module it imports have run.
@Injectable()
export class HotelsDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly modules: ModuleRef,
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly flows: FlowService,
    private readonly stays: StayService,
    private readonly orders: OrderLifecycleOperations,
    private readonly settlement: SettlementOperations,
  ) {
    super(ds, config);
  }

  protected async seed(m: EntityManager) {
    await this.modules.get(CrewDemoSeed, { strict: false }).ensure(m);
    if ((await this.crud.getList(this.ctx(m, null)).then((r) => r.total)) > 0) return;
    await this.officeRights(m);
    const maker = await demoAccount(m, 'liuyang');
    const approver = await demoAccount(m, 'zhangwei');
    if (!maker || !approver) return;
    const clerk = (await demoAccount(m, 'wuxia')) ?? maker;
    const finance = (await demoAccount(m, 'zhengmin')) ?? maker;
    const book = await seedHotels(this.ctx(m, maker), this.crud);
    const bookings = new DemoBookings(m, { maker, approver, clerk, finance }, this.crud, this.registry, this.flows, this.stays, this.orders, this.settlement, book, localToday());
    await bookings.fromPlans();
    const { settled } = await bookings.outsidePlans();
    this.log.log(`demo data: ${[...book.values()].flat().length} contracted hotels, ${bookings.made} hotel applications (${settled} stays settled last month)`);
  }

  // The administration office (hotels, tickets, clothes, cars) works for every seafarer: its role's crew
  // rights are all crew, written through the roles' resource (the crew module keeps them beside the role),
  // as the administrator would.
  private async officeRights(m: EntityManager) {
    const resource = this.registry.resource('SysRole')!;
    const [office] = await m.query('SELECT id FROM sys_role WHERE name = $1', [DEMO_ROLES.find((r) => r.key === 'adminClerk')!.name]);
    if (office) await this.crud.update({ user: null, lang: 'zh', manager: m, resource, operation: 'update', body: { id: office.id, crewScope: CREW_SCOPE.All }, files: [] });
  }

  private ctx(m: EntityManager, user: CurrentUser | null) {
    return { user, lang: 'zh' as const, manager: m, resource: boatHotelBaseResource, operation: 'getList', body: { pageSize: 1 }, files: [] };
  }

}
