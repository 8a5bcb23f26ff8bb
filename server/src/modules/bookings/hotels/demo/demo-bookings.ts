import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../../../../core/auth/current-user';
import { CrudService } from '../../../../core/resource/crud.service';
import type { ResourceDef } from '../../../../core/resource/define-resource';
import type { OpContext } from '../../../../core/resource/op-context';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import type { Row } from '../../../../core/resource/row';
import { FlowService } from '../../../../workflow/flows/flow.service';
import { firstOpenTask } from '../../../../workflow/workflow.api';
import { APPROVAL_RESULT } from '../../../../workflow/workflow.states';
import { DISPATCH_OPERATION } from '../../../dispatch/dispatch.api';
import { OrderLifecycleOperations } from '../../../dispatch/orders/order-lifecycle.operations';
import { YES_NO } from '../../../system/system.states';
import { boatHotelGuestResource, boatHotelResource, boatHotelStaffResource } from '../hotels.resources';
import { SettlementOperations } from '../settlement/settlement.operations';
import { StayService } from '../stays/stay.service';
import type { HotelBook } from './demo-hotels';

export interface HotelStaff {
  maker: CurrentUser; // liuyang, the crew manager: makes the applications and the check items
  approver: CurrentUser; // zhangwei, his department's leader
  clerk: CurrentUser; // wuxia, the administration clerk who books with the hotels
  finance: CurrentUser; // zhengmin, who settles with the hotels
}

const REJECTION = '该港口本周有公司协议的海员公寓，请改订公寓';

// The demo's bookings in every state, made through the applications' own operations and the workflow
// (their checks, totals and history are the real ones). From the demo dispatch plans' open sign-ons, the
// check items a crew manager would have ticked: one in approval, one awaiting booking, two booked (one
// extended a night, within the file's limits), one whose item was cancelled after booking (awaiting
// cancellation with the hotel), one cancelled while in approval, one rejected, one kept a draft. Made
// outside the plans: last month's stays, booked and settled with finance (one cut short, one cancelled
// for a night's fee), and this month's, a guest leaving tomorrow, one arriving tomorrow not yet booked, a
// stay in Singapore dollars and one in won, an extension beyond the limits in approval, and three
// seafarers of one crew change in one application.
export class DemoBookings {
  made = 0;
  private readonly used = new Set<number>();
  private seafarers: number[] = [];

  constructor(
    private readonly m: EntityManager,
    private readonly staff: HotelStaff,
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
    private readonly flows: FlowService,
    private readonly stays: StayService,
    private readonly orders: OrderLifecycleOperations,
    private readonly settlement: SettlementOperations,
    private readonly book: HotelBook,
    private readonly today: string,
  ) {}

  private day = (n: number) => dayjs(this.today).add(n, 'day').format('YYYY-MM-DD');

  private ctx(user: CurrentUser, resource: ResourceDef = boatHotelResource, body: Row = {}): OpContext {
    return { user, lang: 'zh', manager: this.m, resource, operation: 'insert', body, files: [] };
  }

  // The open sign-on orders of the demo plans in ports with a contracted hotel, the nearest first.
  async fromPlans(): Promise<void> {
    const resource = this.registry.resource('BoatPlanDispatch')!;
    const found: Row[] = [];
    for (const status of ['1', '2']) {
      const page = await this.crud.getList({ ...this.ctx(this.staff.maker, resource), operation: 'getList', body: { operation: DISPATCH_OPERATION.SignOn, status, pageSize: 100 } });
      found.push(...page.list);
    }
    const orders = found.filter((o) => o.planPort && this.book.has(o.planPort as string)).sort((a, b) => String(a.planDate).localeCompare(String(b.planDate)) || (a.id as number) - (b.id as number));
    const plans = ['inApproval', 'awaiting', 'booked', 'extended', 'itemCancelledBooked', 'itemCancelledPending', 'rejected', 'draft'] as const;
    for (const [i, what] of plans.entries()) {
      const order = orders[i];
      if (!order) return;
      this.used.add(order.userId as number);
      const [link] = await this.orders.checkItem(this.ctx(this.staff.maker, resource, { id: order.id, kind: 'hotel', values: { submit: what === 'draft' ? YES_NO.No : YES_NO.Yes } }) as never);
      this.made++;
      const appId = link.appId as number;
      if (what === 'draft' || what === 'inApproval') continue;
      if (what === 'itemCancelledPending') {
        await this.orders.cancelCheckItem(this.ctx(this.staff.maker, resource, { linkId: link.id }) as never);
        continue;
      }
      await this.decide(appId, what === 'rejected' ? APPROVAL_RESULT.Disagree : APPROVAL_RESULT.Agree, what === 'rejected' ? REJECTION : '同意');
      if (what === 'rejected' || what === 'awaiting') continue;
      const stayId = await this.stayOf(appId);
      await this.stays.book(this.ctx(this.staff.clerk, boatHotelStaffResource), stayId, `HTL${String(appId).padStart(6, '0')}`);
      if (what === 'extended') await this.stays.renew(this.ctx(this.staff.clerk, boatHotelStaffResource), stayId, dayjs(order.planDate as string).add(1, 'day').format('YYYY-MM-DD'), '船舶靠泊推迟一天');
      if (what === 'itemCancelledBooked') await this.orders.cancelCheckItem(this.ctx(this.staff.maker, resource, { linkId: link.id }) as never);
    }
  }

  // Last month's stays, booked and settled; this month's and the coming days', in every state.
  async outsidePlans(): Promise<{ settled: number }> {
    const crew = this.registry.resource('BoatUserInfo')!;
    const page = await this.crud.getList({ ...this.ctx(this.staff.maker, crew), operation: 'getList', body: { pageSize: 60 } });
    this.seafarers = page.list.map((r) => r.id as number).filter((id) => !this.used.has(id));
    const month = dayjs(this.today).subtract(1, 'month').startOf('month');
    const last = (d: number) => month.add(d - 1, 'day').format('YYYY-MM-DD');
    const [qingdao, shanghai, tianjin, singapore, busan] = ['3', '1', '2', '11', '12'].map((p) => this.book.get(p)![0]);
    const settle: number[] = [];
    // last month: crew changes in Qingdao, Shanghai, Tianjin and Singapore, the hotels' bills settled
    for (const [hotel, from, to] of [[qingdao, 3, 5], [qingdao, 9, 12], [shanghai, 6, 8], [shanghai, 15, 17], [tianjin, 20, 22], [singapore, 11, 14]] as const) {
      settle.push(await this.bookedStay(hotel, last(from), last(to), '船员换班候船'));
    }
    const early = await this.bookedStay(qingdao, last(22), last(26), '候船，船舶提前靠泊');
    await this.stays.earlyCheckout(this.ctx(this.staff.clerk, boatHotelStaffResource), early, last(24));
    const cancelled = await this.bookedStay(shanghai, last(24), last(26), '船员改派他船');
    await this.stays.cancel(this.ctx(this.staff.clerk, boatHotelStaffResource), cancelled, '船员改派他船');
    await this.stays.confirmCancel(this.ctx(this.staff.clerk, boatHotelStaffResource), cancelled, 298);
    settle.push(early, cancelled);
    await this.settlement.settle({ ...this.ctx(this.staff.finance), resource: this.registry.resource('hotelSettleStay')!, operation: 'settle', body: { ids: settle } } as never);

    // these days: a guest leaving tomorrow, one in Singapore dollars gone home, one in won staying on
    await this.bookedStay(qingdao, this.day(-2), this.day(1), '下船后等待航班');
    await this.bookedStay(singapore, this.day(-6), this.day(-3), '新加坡换班');
    await this.bookedStay(busan, this.day(-1), this.day(3), '釜山换班候船');
    // arriving tomorrow, approved and not yet booked: the reminder's
    await this.application([{ hotel: shanghai, checkIn: this.day(1), checkOut: this.day(3) }], '体检后上船', APPROVAL_RESULT.Agree);
    // staying on four nights: beyond the file's limits, in zhangwei's to-do list
    const staying = await this.bookedStay(tianjin, this.day(-1), this.day(2), '船舶修理候船');
    await this.stays.renew(this.ctx(this.staff.clerk, boatHotelStaffResource), staying, this.day(6), '船舶修理延期');
    // three seafarers of one crew change, in approval
    const party = [0, 1, 2].map(() => ({ hotel: qingdao, checkIn: this.day(12), checkOut: this.day(14) }));
    await this.application(party, '整船换班三名船员候船', null);
    return { settled: settle.length };
  }

  // an application of one stay per entry, each for a seafarer of its own, submitted and decided (null: left in approval)
  private async application(entries: Array<{ hotel: number; checkIn: string; checkOut: string }>, remarks: string, result: string | null): Promise<number[]> {
    const [app] = await this.crud.insert(this.ctx(this.staff.maker, boatHotelResource, { remarks }));
    const ids: number[] = [];
    for (const e of entries) {
      const body = { hotelApplyId: app.id, userId: this.nextSeafarer(), hotelId: e.hotel, roomType: '1', checkIn: e.checkIn, checkOut: e.checkOut, reason: remarks };
      const [g] = await this.crud.insert(this.ctx(this.staff.maker, boatHotelGuestResource, body));
      ids.push(g.id as number);
    }
    const c = this.ctx(this.staff.maker);
    await this.flows.submit(c, await this.crud.load(c, app.id, true));
    this.made++;
    if (result) await this.decide(app.id as number, result, '同意');
    return ids;
  }

  private async bookedStay(hotel: number, checkIn: string, checkOut: string, remarks: string): Promise<number> {
    const [id] = await this.application([{ hotel, checkIn, checkOut }], remarks, APPROVAL_RESULT.Agree);
    await this.stays.book(this.ctx(this.staff.clerk, boatHotelStaffResource), id, `HTL${String(id).padStart(6, '0')}`);
    return id;
  }

  private nextSeafarer(): number {
    const id = this.seafarers.shift();
    if (id === undefined) throw new Error('the hotel demo ran out of seafarers');
    return id;
  }

  private async stayOf(appId: number): Promise<number> {
    const page = await this.crud.getList({ ...this.ctx(this.staff.maker, boatHotelGuestResource), operation: 'getList', body: { hotelApplyId: appId } });
    return page.list[0].id as number;
  }

  // each open step answered by the department leader (the demo's stays are within one step)
  private async decide(appId: number, result: string, comment: string): Promise<void> {
    const { instanceId } = await this.crud.load<Row>(this.ctx(this.staff.maker), appId);
    const task = instanceId ? await firstOpenTask(this.m, instanceId as string) : null;
    if (task) await this.flows.complete(this.m, this.staff.approver, task, result as '1' | '2', comment);
  }
}
