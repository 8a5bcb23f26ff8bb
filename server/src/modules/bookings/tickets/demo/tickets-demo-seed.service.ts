import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import dayjs from 'dayjs';
import { DataSource, EntityManager } from 'typeorm';
import { demoAccount } from '../../../../core/access/grant.repository';
import type { CurrentUser } from '../../../../core/auth/current-user';
import { APP_CONFIG, AppConfig } from '../../../../core/config/app-config';
import { localToday } from '../../../../core/config/local-date';
import { DemoSeed } from '../../../../core/database/demo-seed';
import { AppException } from '../../../../core/errors/app.exception';
import { CrudService } from '../../../../core/resource/crud.service';
import type { OpContext } from '../../../../core/resource/op-context';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import type { Row } from '../../../../core/resource/row';
import { CrewDemoSeed } from '../../../crew/demo/crew-demo-seed.service';
import { DISPATCH_OPERATION, DISPATCH_STATUS } from '../../../dispatch/dispatch.states';
import { OrderLifecycleOperations } from '../../../dispatch/orders/order-lifecycle.operations';
import { TicketService } from '../issue/ticket.service';
import { TicketLink } from '../links/ticket.link';
import { RequestService } from '../requests/request.service';
import { TicketError } from '../tickets.errors';
import { TRAVEL_AGENCY_CATEGORY } from '../tickets.states';
import { backdate, demoTicketCount, internationalTicket, settledOn, ticketsIssuedIn } from './demo-tickets.repository';

// The travel agencies the office books with, besides the clients demo's own (SP002): [code, name, city, contact]
const AGENCIES: Array<[string, string, string, string]> = [
  ['SP201', '青岛海联国际旅行社有限公司', '青岛', '宋佳'],
  ['SP202', '大连港湾商务票务有限公司', '大连', '冯涛'],
];
const FLIGHTS = ['MU5521', 'CA1523', 'SC4657', 'CZ6391', 'HU7185', 'ZH9912', 'MF8477', '3U8860'];
// a fare by route: domestic economy between 580 and 1,980 yuan; Hong Kong in its dollars
const fare = (n: number, foreign: boolean) => (foreign ? 1450 + (n % 5) * 120 : 580 + ((n * 137) % 1400));
// the same city under two names (a port, its airport): no flight
const local = (trip: Row) => String(trip.departCity).slice(0, 2) === String(trip.purposeCity).slice(0, 2);

// Air tickets demo data (SEED_DEMO=1), over the dispatch demo's plans: the open sign-ons and sign-offs
// ticked for a ticket in their plans (waiting for issue, issued, their check item cancelled after issue so
// awaiting refund, one of those refunded, one cancelled before issue); the orders carried out lately with
// the tickets they had, issued days or weeks ahead by wuxia, a few refunded, last month's settled by zhengmin
// with every travel agency; two requests liuyang is still writing and one the clerk cancelled.
// Runs after the dispatch demo (this module imports the dispatch module, whose bootstrap hooks run first).
@Injectable()
export class TicketsDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly modules: ModuleRef,
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly orders: OrderLifecycleOperations,
    private readonly requests: RequestService,
    private readonly tickets: TicketService,
    private readonly link: TicketLink,
  ) {
    super(ds, config);
  }

  protected async seed(m: EntityManager) {
    await this.modules.get(CrewDemoSeed, { strict: false }).ensure(m);
    if (await demoTicketCount(m)) return;
    const maker = await demoAccount(m, 'liuyang');
    const clerk = (await demoAccount(m, 'wuxia')) ?? maker;
    const finance = (await demoAccount(m, 'zhengmin')) ?? maker;
    if (!maker || !clerk || !finance) return;
    const agencies = await this.agencies(m, maker);
    const today = localToday();
    const asMaker = (resource: string): OpContext => ({ user: maker, lang: 'zh', manager: m, resource: this.registry.resource(resource)!, operation: 'insert', body: {}, files: [] });
    const asClerk: OpContext = { ...asMaker('BoatTicketStaff'), user: clerk };
    let n = 0;
    const issue = async (id: number, trip: Row) => {
      const foreign = trip.purposeCity === '香港' || trip.departCity === '香港';
      await this.tickets.issue(asClerk, {
        id,
        flightInformation: `${FLIGHTS[n % FLIGHTS.length]} ${String(7 + (n % 12)).padStart(2, '0')}:${n % 2 ? '35' : '05'} ${trip.departCity}—${trip.purposeCity}`,
        supplierId: agencies[n % agencies.length],
        ticketPrice: fare(n, foreign),
        currency: foreign ? 'HKD' : 'CNY',
      });
      if (foreign) await internationalTicket(m, id);
      n++;
    };

    // the open crew changes, ticked in their plans
    const open = (await this.orderList(m, maker, [DISPATCH_STATUS.Pending, DISPATCH_STATUS.Dispatching])).slice(0, 30);
    let linked = 0;
    for (const [i, o] of open.entries()) {
      // a seafarer living in the port city takes no flight
      const trip = await this.link.tripFor(asMaker('BoatTicket'), o as never, {}).catch(() => null);
      if (trip && local(trip)) continue;
      const made = await this.checkItem(asMaker('BoatPlanDispatch'), o);
      if (!made) continue;
      linked++;
      if (!trip) continue;
      if (i % 6 < 2) continue; // waiting for issue
      if (i === 8) {
        await this.orders.cancelCheckItem({ ...asMaker('BoatPlanDispatch'), body: { linkId: made.linkId } } as never);
        continue; // cancelled before issue
      }
      await issue(made.appId, trip);
      if (i % 6 === 5) {
        // the seafarer's joining changed after the ticket was bought: it waits for its refund
        await this.orders.cancelCheckItem({ ...asMaker('BoatPlanDispatch'), body: { linkId: made.linkId } } as never);
        if (i % 12 === 11) await this.tickets.refund(asClerk, made.appId, 200);
      }
    }

    // the crew changes carried out lately: the tickets they flew on
    const done = (await this.orderList(m, maker, [DISPATCH_STATUS.Finished])).slice(0, 40);
    let past = 0;
    for (const [i, o] of done.entries()) {
      const trip = await this.link.tripFor(asMaker('BoatTicket'), o as never, {}).catch(() => null);
      if (!trip || local(trip)) continue;
      const id = await this.requests.requestFor(asMaker('BoatTicket'), trip, { userId: o.userId as number, duty: (o.duty as string) ?? null });
      await issue(id, trip);
      // bought a few days to three weeks ahead
      const issued = dayjs(trip.travelDate as string).subtract(4 + ((i * 5) % 18), 'day').format('YYYY-MM-DD');
      // a few changed their flight at the last minute: the agency kept a fee
      const refunded = i % 9 === 4;
      if (refunded) await this.tickets.refund(asClerk, id, 150 + (i % 3) * 50);
      await backdate(m, id, issued, refunded ? trip.travelDate : null);
      past++;
    }

    // what liuyang is still writing, and one the clerk cancelled
    const home = done.filter((o) => o.operation === DISPATCH_OPERATION.SignOff).slice(0, 3);
    for (const [i, o] of home.entries()) {
      const req = await this.crud.insert({
        ...asMaker('BoatTicket'),
        body: { ticketType: '1', departCity: '青岛', purposeCity: '上海', travelDate: dayjs(today).add(12 + i, 'day').format('YYYY-MM-DD'), reason: '参加上海海事局高级船员培训' },
      });
      const [t] = await this.crud.insert({ ...asMaker('BoatTicketTraveller'), body: { ticketId: req[0].id, userId: o.userId } });
      if (i < 2) continue;
      await this.requests.submit(asMaker('BoatTicket'), req[0].id as number);
      await this.tickets.cancel(asClerk, t.id as number, '培训延期，船员改乘高铁');
    }

    // last month's bill, settled with every agency
    const lastMonth = dayjs(today).subtract(1, 'month').format('YYYY-MM');
    const bill = await ticketsIssuedIn(m, lastMonth);
    if (bill.length) await this.tickets.settle({ ...asClerk, user: finance, resource: this.registry.resource('BoatTicketSettle')! }, bill);
    await settledOn(m, bill, dayjs(`${lastMonth}-01`).endOf('month').hour(17).minute(0).toDate());
    this.log.log(`demo data: ${agencies.length} travel agencies, ${linked} air tickets from dispatch plans, ${past} flown, ${bill.length} settled for ${lastMonth}`);
  }

  // one order's check item, with a city the order or the record lacks taken from the port
  private async checkItem(ctx: OpContext, o: Row): Promise<{ linkId: number; appId: number } | null> {
    const tick = (values: Row) => this.orders.checkItem({ ...ctx, body: { id: o.id, kind: 'ticket', values } } as never);
    const [made] = await tick({}).catch(async (e: unknown) => {
      if (!(e instanceof AppException && e.key === TicketError.cityNeeded)) throw e;
      return tick({ departCity: '青岛', purposeCity: '上海' });
    });
    return made ? { linkId: made.id as number, appId: made.appId as number } : null;
  }

  // sign-ons and sign-offs of these states, through the dispatch module's own list, nearest first
  private async orderList(m: EntityManager, user: CurrentUser, statuses: string[]): Promise<Row[]> {
    const resource = this.registry.resource('BoatPlanDispatch')!;
    const out: Row[] = [];
    for (const status of statuses) {
      for (const operation of [DISPATCH_OPERATION.SignOn, DISPATCH_OPERATION.SignOff]) {
        const ctx = { user, lang: 'zh' as const, manager: m, resource, operation: 'getList', body: { status, operation, pageSize: 100 }, files: [] };
        out.push(...(await this.crud.getList(ctx)).list);
      }
    }
    return out.sort((a, b) => String(a.planDate).localeCompare(String(b.planDate)) || (a.id as number) - (b.id as number));
  }

  // the travel agencies, through the suppliers' own resource: the clients demo's, and ours found by code or added
  private async agencies(m: EntityManager, user: CurrentUser): Promise<number[]> {
    const resource = this.registry.resource('BoatSupplier')!;
    const ctx = { user, lang: 'zh' as const, manager: m, resource, operation: 'getList', body: {}, files: [] };
    for (const [code, name, city, hostlinker] of AGENCIES) {
      const [found] = (await this.crud.getList({ ...ctx, body: { code } })).list;
      if (!found) await this.crud.insert({ ...ctx, operation: 'insert', body: { code, name, category: TRAVEL_AGENCY_CATEGORY, city, hostlinker, nation: 'CN', area: '1', isBusiness: '1', remarks: '船员机票代理' } });
    }
    const all = (await this.crud.getList({ ...ctx, body: { category: TRAVEL_AGENCY_CATEGORY, pageSize: 20 } })).list;
    return all.map((r) => r.id as number);
  }

}
