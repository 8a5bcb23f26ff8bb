import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import dayjs from 'dayjs';
import { DataSource, EntityManager } from 'typeorm';
import { demoAccount } from '../../../../core/access/grant.repository';
import type { CurrentUser } from '../../../../core/auth/current-user';
import { APP_CONFIG, AppConfig } from '../../../../core/config/app-config';
import { localToday } from '../../../../core/config/local-date';
import { DemoSeed } from '../../../../core/database/demo-seed';
import { sqlText } from '../../../../core/database/sql-literal';
import { CrudService } from '../../../../core/resource/crud.service';
import type { OpContext } from '../../../../core/resource/op-context';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import type { ResourceDef } from '../../../../core/resource/define-resource';
import type { Row } from '../../../../core/resource/row';
import { CrewSql } from '../../../crew/crew.api';
import { BOARD_STATE } from '../../../crew/crew.states';
import { CrewDemoSeed } from '../../../crew/demo/crew-demo-seed.service';
import { DISPATCH_OPERATION, DISPATCH_STATUS } from '../../../dispatch/dispatch.states';
import { OrderLifecycleOperations } from '../../../dispatch/orders/order-lifecycle.operations';
import { boatClothingOrderResource, boatClothingStaffResource } from '../clothes.resources';
import { CLOTHES_STATE, GARMENT } from '../clothes.states';
import { ClothesService, LINK_KIND } from '../orders/clothes.service';
import { OrderOperations } from '../orders/order.operations';
import { seedCatalogue } from './demo-catalogue';

// the couriers the store sends by, with their waybill numbers' prefixes
const COURIERS: Array<[string, string]> = [['顺丰速运', 'SF'], ['中通快递', 'ZT'], ['京东物流', 'JD']];

// Work-clothes demo data (SEED_DEMO=1), after the crew and dispatch demo data: the store's catalogue
// with its stock, and orders in every state. Five are the check items of the demo dispatch plans'
// sign-ons (made through the plan, as liuyang ticks "work clothes"): one waiting to be sent, one in
// delivery, one received, one whose check item was cancelled before it left (cancelled, its stock free
// again) and one cancelled after it left (in delivery, to be returned). Five more were ordered by hand
// for seafarers at home: a draft, one not sent, one received last month, one returned for another size
// and one withdrawn. wuxia (administration) keeps the store and ships.
//
// Runs after the dispatch demo: this module imports the dispatch module (Nest calls the bootstrap hooks
// of imported modules first).
@Injectable()
export class ClothesDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');
  private m!: EntityManager;

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly modules: ModuleRef,
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly clothes: ClothesService,
    private readonly orders: OrderOperations,
    private readonly lifecycle: OrderLifecycleOperations,
  ) {
    super(ds, config);
  }

  protected async seed(m: EntityManager) {
    await this.modules.get(CrewDemoSeed, { strict: false }).ensure(m);
    if ((await m.query('SELECT 1 FROM boat_clothing_clothes LIMIT 1')).length) return;
    this.m = m;
    const maker = await demoAccount(this.m, 'liuyang');
    if (!maker) return;
    const clerk = (await demoAccount(this.m, 'wuxia')) ?? maker;
    const today = localToday();
    const day = (n: number) => dayjs(today).add(n, 'day').format('YYYY-MM-DD');
    const garments = await seedCatalogue(this.ctx(clerk, boatClothingOrderResource), this.crud);

    // the plans' sign-ons: check items made through the plan, then moved on by the store
    const signOns = await this.sized(maker, await this.openSignOns(maker));
    const linked: Array<{ orderId: number; linkId: number }> = [];
    for (const o of signOns.slice(0, 5)) {
      const [link] = await this.lifecycle.checkItem({ ...this.ctx(maker, this.registry.resource('BoatPlanDispatch')!), body: { id: o.id, kind: LINK_KIND, values: {} } } as never);
      linked.push({ orderId: link.appId as number, linkId: link.id as number });
    }
    const [waiting, inDelivery, received, cancelled, sentThenCancelled] = linked;
    if (inDelivery) await this.ship(clerk, inDelivery.orderId, day(-1), 0);
    if (received) {
      await this.ship(clerk, received.orderId, day(-6), 1);
      await this.move(clerk, received.orderId, 'receive', { receivedOn: day(-3) });
    }
    if (cancelled) await this.cancelItem(maker, cancelled.linkId);
    if (sentThenCancelled) {
      await this.ship(clerk, sentThenCancelled.orderId, day(-2), 2);
      await this.cancelItem(maker, sentThenCancelled.linkId);
    }

    // ordered by hand for seafarers at home
    const home: Array<{ id: number; userId: number }> = await this.sized(
      maker,
      (
        await m.query(`SELECT id FROM ${CrewSql.seafarers} u WHERE board_state = ${sqlText(BOARD_STATE.Ashore)} AND dimissiontime IS NULL ORDER BY id DESC LIMIT 30`)
      ).map((r: Row) => ({ id: r.id as number, userId: r.id as number })),
    );
    const taken = new Set(signOns.slice(0, 5).map((o) => o.userId));
    const [draft, notSent, lastMonth, returned, withdrawn] = home.filter((h) => !taken.has(h.userId));
    const extra = async (garmentType: string) => (await m.query('SELECT id FROM boat_clothing_clothes WHERE garment_type = $1 ORDER BY id LIMIT 1', [garmentType]))[0]?.id as number | undefined;
    const helmet = await extra(GARMENT.Helmet);
    const gloves = await extra(GARMENT.Gloves);
    const byHand = (s: { userId: number } | undefined, reason: string, kit: Row, submit = true) =>
      s ? this.orders.order(this.ctx(maker, boatClothingOrderResource), { userId: s.userId, reason, needDate: day(20) }, kit, {}, submit) : Promise.resolve(null);
    await byHand(draft, '新招船员，待体检合格后提交', { coveralls: 2, safetyShoes: 1, extras: [helmet, gloves].filter(Boolean) }, false);
    await byHand(notSent, '船员在家休假，原工作服破损申请补发', { coveralls: 1, safetyShoes: 0 });
    const old = await byHand(lastMonth, '休假结束前补发工作服', { coveralls: 2, safetyShoes: 1 });
    if (old) {
      await this.ship(clerk, old, day(-40), 0);
      await this.move(clerk, old, 'receive', { receivedOn: day(-36) });
    }
    const back = await byHand(returned, '补发工作鞋', { coveralls: 0, safetyShoes: 1 });
    if (back) {
      await this.ship(clerk, back, day(-20), 1);
      await this.move(clerk, back, 'receive', { receivedOn: day(-17) });
      await this.move(clerk, back, 'return', { returnedOn: day(-12) });
    }
    const gone = await byHand(withdrawn, '船东改派其他船员', { coveralls: 2, safetyShoes: 1 });
    if (gone) await this.clothes.cancel(this.ctx(maker, boatClothingOrderResource), gone);

    const [{ n }] = await m.query('SELECT count(*)::int AS n FROM boat_clothing_order');
    this.log.log(`demo data: ${garments} garments in stock, ${n} work clothes orders (${linked.length} from dispatch plans)`);
  }

  // the sign-on orders of the demo plans still to be carried out, the soonest first, read through the
  // dispatch module's resource
  private async openSignOns(user: CurrentUser): Promise<Array<{ id: number; userId: number }>> {
    const c = this.ctx(user, this.registry.resource('BoatPlanDispatch')!);
    const out: Array<{ id: number; userId: number }> = [];
    for (const status of [DISPATCH_STATUS.Pending, DISPATCH_STATUS.Dispatching]) {
      const { list } = await this.crud.getList({ ...c, operation: 'getList', body: { operation: DISPATCH_OPERATION.SignOn, status, sort: 'planDate', pageSize: 10 } });
      out.push(...list.map((r) => ({ id: r.id as number, userId: r.userId as number })));
    }
    return out;
  }

  // those of `rows` whose record has both sizes (the kit is made in them), one order each
  private async sized<T extends { userId: number }>(user: CurrentUser, rows: T[]): Promise<T[]> {
    const crew = this.registry.resource('BoatUserInfo')!;
    const out: T[] = [];
    const seen = new Set<number>();
    for (const r of rows) {
      if (seen.has(r.userId)) continue;
      seen.add(r.userId);
      const s = await this.crud.load<Row>(this.ctx(user, crew), r.userId);
      if (s.clothesSize && s.shoesize) out.push(r);
    }
    return out;
  }

  private async lines(orderId: number, state: string): Promise<number[]> {
    return (await this.m.query('SELECT id FROM boat_clothing_staff WHERE order_id = $1 AND clothes_status = $2 ORDER BY id', [orderId, state])).map((r: Row) => r.id);
  }

  private async ship(clerk: CurrentUser, orderId: number, shippedOn: string, courier: number) {
    const ids = await this.lines(orderId, CLOTHES_STATE.NotSent);
    const [name, prefix] = COURIERS[courier % COURIERS.length];
    const trackingNo = `${prefix}${dayjs(shippedOn).format('YYMMDD')}${String(orderId).padStart(6, '0')}`;
    await this.clothes.moveSelected(this.ctx(clerk, boatClothingStaffResource), ids, 'ship', { shippedOn, courier: name, trackingNo });
  }

  private async move(clerk: CurrentUser, orderId: number, action: 'receive' | 'return', patch: Row) {
    const from = action === 'receive' ? CLOTHES_STATE.Shipping : CLOTHES_STATE.Received;
    await this.clothes.moveSelected(this.ctx(clerk, boatClothingStaffResource), await this.lines(orderId, from), action, patch);
  }

  private async cancelItem(user: CurrentUser, linkId: number) {
    await this.lifecycle.cancelCheckItem({ ...this.ctx(user, this.registry.resource('BoatPlanDispatch')!), body: { linkId } } as never);
  }

  private ctx(user: CurrentUser, resource: ResourceDef): OpContext {
    return { user, lang: 'zh', manager: this.m, resource, operation: 'insert', body: {}, files: [] };
  }

}
