import { Inject, Injectable, Logger } from '@nestjs/common';
import dayjs from 'dayjs';
import { DataSource, EntityManager } from 'typeorm';
import { demoAccount } from '../../../../core/access/grant.repository';
import type { CurrentUser } from '../../../../core/auth/current-user';
import { APP_CONFIG, AppConfig } from '../../../../core/config/app-config';
import { localToday } from '../../../../core/config/local-date';
import { DemoSeed } from '../../../../core/database/demo-seed';
import { CrudService } from '../../../../core/resource/crud.service';
import type { OpContext } from '../../../../core/resource/op-context';
import type { ResourceDef } from '../../../../core/resource/define-resource';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import type { Row } from '../../../../core/resource/row';
import { FlowService } from '../../../../workflow/flows/flow.service';
import { firstOpenTask } from '../../../../workflow/workflow.api';
import { APPROVAL_RESULT } from '../../../../workflow/workflow.states';
import { DISPATCH_OPERATION, DISPATCH_STATUS } from '../../../dispatch/dispatch.states';
import { OrderLifecycleOperations } from '../../../dispatch/orders/order-lifecycle.operations';
import { endDueTrips, localInstant } from '../cars.repository';
import { boatCarDriverResource, boatCarResource, boatUseCarPassengerResource, boatUseCarResource } from '../cars.resources';
import { CAR_REASON, CAR_STATUS, CAR_TYPE } from '../cars.states';
import { CAR_LINK_KIND } from '../links/car-link-kind';
import { transition } from '../requests/car-transitions';
import { CarRequestService } from '../requests/car-request.service';

interface Staff {
  maker: CurrentUser; // liuyang of crew management applies
  approver: CurrentUser; // zhangwei, his department's leader
  upper: CurrentUser; // lijun, the leader above: trips over the flow's threshold
  office: CurrentUser; // zhouqiang of the admin office reviews and closes
}

interface Trip {
  day: number; // days from today
  hour: number;
  hours: number;
  from: string;
  to: string;
  reason: string;
  type: string;
  car?: number; // index into the fleet
  staff?: string[]; // usernames riding along
  remarks: string;
  // how far it goes: draft, rejected, in review, approved (to review), reviewed, not closed, closed, cancelled
  until: 'draft' | 'rejected' | 'review' | 'approved' | 'reviewed' | 'notClosed' | 'closed' | 'cancelled';
  km?: number;
}

const FLEET = [
  { plateNo: '鲁B·8H326', model: '丰田考斯特（中巴）', seats: 19, driver: { name: '王建国', enName: 'Wang Jianguo', phone: '13853201126', licenceNo: '370202197403150017' } },
  { plateNo: '鲁B·6K518', model: '别克 GL8', seats: 7, driver: { name: '李志强', enName: 'Li Zhiqiang', phone: '13954287730', licenceNo: '370203198108220031' } },
];

// the office's own trips besides the crew transfers, one in each state
const TRIPS: Trip[] = [
  { day: 3, hour: 9, hours: 4, from: '公司', to: '青岛市海事局', reason: CAR_REASON.Certificates, type: CAR_TYPE.CompanyCar, car: 1, staff: ['wangfang'], remarks: '办理船员海员证', until: 'draft' },
  { day: 6, hour: 8, hours: 10, from: '公司', to: '日照港', reason: CAR_REASON.Business, type: CAR_TYPE.CompanyCar, car: 1, staff: ['zhangwei'], remarks: '走访船东，当日往返', until: 'review' },
  { day: 4, hour: 13, hours: 3, from: '公司', to: '青岛市立医院', reason: CAR_REASON.Medical, type: CAR_TYPE.CompanyCar, car: 1, remarks: '陪同新船员体检', until: 'approved' },
  { day: 2, hour: 14, hours: 2, from: '公司', to: '青岛港前湾港区', reason: CAR_REASON.Business, type: CAR_TYPE.Hired, remarks: '公司车辆已排满，租车前往', until: 'approved' },
  { day: 1, hour: 10, hours: 3, from: '公司', to: '黄岛船员培训中心', reason: CAR_REASON.Business, type: CAR_TYPE.CompanyCar, car: 0, staff: ['liuyang'], remarks: '送新船员参加岗前培训', until: 'reviewed' },
  { day: 2, hour: 7, hours: 1, from: '公司', to: '青岛胶东国际机场', reason: CAR_REASON.AirportTransfer, type: CAR_TYPE.Taxi, remarks: '赴上海船东处出差', until: 'reviewed' },
  { day: -2, hour: 9, hours: 5, from: '公司', to: '青岛市海事局', reason: CAR_REASON.Certificates, type: CAR_TYPE.CompanyCar, car: 1, remarks: '换发船员适任证书', until: 'notClosed' },
  { day: -6, hour: 8, hours: 4, from: '青岛胶东国际机场', to: '青岛港前湾港区', reason: CAR_REASON.CrewTransfer, type: CAR_TYPE.CompanyCar, car: 0, remarks: '接上船船员四人', until: 'closed', km: 86 },
  { day: -9, hour: 14, hours: 3, from: '公司', to: '青岛市立医院', reason: CAR_REASON.Medical, type: CAR_TYPE.CompanyCar, car: 1, remarks: '陪同船员复查', until: 'closed', km: 34 },
  { day: -4, hour: 9, hours: 9, from: '公司', to: '烟台港', reason: CAR_REASON.Business, type: CAR_TYPE.Hired, remarks: '烟台船东来访接送', until: 'closed', km: 412 },
  { day: 8, hour: 9, hours: 3, from: '公司', to: '青岛市海事局', reason: CAR_REASON.Certificates, type: CAR_TYPE.CompanyCar, car: 0, remarks: '证件已由船东代办，取消', until: 'cancelled' },
  { day: 5, hour: 9, hours: 2, from: '公司', to: '青岛市人社局', reason: CAR_REASON.Business, type: CAR_TYPE.CompanyCar, car: 1, remarks: '办理社保卡', until: 'rejected' },
];
const REJECTION = '社保卡可网上办理，无需派车';

// Car demo data (SEED_DEMO=1): the admin office's two cars and their drivers, requests of the office in
// every state (liuyang of crew management applies, zhangwei approves, zhouqiang of the admin office
// reviews and closes them), and crew transfers for the demo dispatch plans: a car from the airport to the
// port for the next open sign-on orders, made as the plan's check items (one draft, one in review, one
// arranged). Runs after the dispatch demo (this module imports the dispatch module).
@Injectable()
export class CarsDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly flows: FlowService,
    private readonly requests: CarRequestService,
    private readonly orders: OrderLifecycleOperations,
  ) {
    super(ds, config);
  }

  protected async seed(m: EntityManager) {
    if ((await m.query('SELECT 1 FROM boat_car LIMIT 1')).length) return;
    const maker = await demoAccount(m, 'liuyang');
    const approver = await demoAccount(m, 'zhangwei');
    const office = await demoAccount(m, 'zhouqiang');
    const upper = await demoAccount(m, 'lijun');
    if (!maker || !approver || !office || !upper) return;
    const who = { maker, approver, upper, office };
    const fleet = await this.fleet(m, office);
    const today = localToday();
    let made = 0;
    for (const trip of TRIPS) {
      await this.trip(m, who, fleet, trip, today);
      made++;
    }
    const transfers = await this.transfers(m, who, fleet);
    // the reviewed trips whose end has passed, as the quarter-hourly task leaves them
    await endDueTrips(m, CAR_STATUS.Reviewed, transition(CAR_STATUS.Reviewed, 'end'));
    this.log.log(`demo data: ${fleet.length} company cars, ${made + transfers} car requests (${transfers} crew transfers of dispatch orders)`);
  }

  private ctx(m: EntityManager, user: CurrentUser, resource: ResourceDef = boatUseCarResource): OpContext {
    return { user, lang: 'zh', manager: m, resource, operation: 'insert', body: {}, files: [] };
  }

  private async fleet(m: EntityManager, office: CurrentUser): Promise<Array<{ carId: number; driverId: number }>> {
    const out = [];
    for (const c of FLEET) {
      const [driver] = await this.crud.insert({ ...this.ctx(m, office, boatCarDriverResource), body: c.driver });
      const [car] = await this.crud.insert({ ...this.ctx(m, office, boatCarResource), body: { plateNo: c.plateNo, model: c.model, seats: c.seats, driverId: driver.id } });
      out.push({ carId: car.id as number, driverId: driver.id as number });
    }
    return out;
  }

  private async trip(m: EntityManager, who: Staff, fleet: Array<{ carId: number; driverId: number }>, t: Trip, today: string) {
    const start = await localInstant(m, dayjs(today).add(t.day, 'day').format('YYYY-MM-DD'), t.hour);
    const body: Row = {
      gmtStart: start,
      gmtEnd: new Date(start.getTime() + t.hours * 3_600_000),
      startPlace: t.from,
      endPlace: t.to,
      reasonType: t.reason,
      type: t.type,
      remarks: t.remarks,
      ...(t.car !== undefined && { carId: fleet[t.car].carId }),
    };
    const made = await this.requests.request(this.ctx(m, who.maker), body);
    const id = made.id as number;
    for (const username of t.staff ?? []) {
      const u = await demoAccount(m, username);
      if (u) await this.crud.insert({ ...this.ctx(m, who.maker, boatUseCarPassengerResource), body: { useCarId: id, staffId: u.userId } });
    }
    await this.advance(m, who, id, t);
  }

  // moves a request as far as the trip says, through the flow and the admin office's operations
  private async advance(m: EntityManager, who: Staff, id: number, t: Pick<Trip, 'until' | 'km'>) {
    if (t.until === 'draft') return;
    const ctx = this.ctx(m, who.maker);
    await this.flows.submit(ctx, await this.crud.load(ctx, id, true));
    if (t.until === 'review') return;
    const { instanceId } = await this.crud.load<Row>(ctx, id);
    // each open step answered in turn: zhangwei, then lijun (the head office's leader) for a long trip
    for (const actor of [who.approver, who.upper]) {
      const task = await firstOpenTask(m, instanceId as string);
      if (!task) break;
      const reject = t.until === 'rejected';
      await this.flows.complete(m, actor, task, reject ? APPROVAL_RESULT.Disagree : APPROVAL_RESULT.Agree, reject ? REJECTION : '同意');
    }
    if (t.until === 'rejected' || t.until === 'approved') return;
    const office = this.ctx(m, who.office);
    if (t.until === 'cancelled') {
      await this.requests.callOff(office, id);
      return;
    }
    const [row] = await this.crud.getById({ ...ctx, body: { id } });
    if (row.carStatus === CAR_STATUS.ToReview) await this.requests.review(office, id, row.type === CAR_TYPE.Hired ? { plateNo: '鲁B·T2761', driverName: '孙师傅', driverPhone: '13705329518' } : {});
    if (t.until === 'closed') await this.requests.close(office, id, t.km ?? 0);
  }

  // a car from the airport to the port for the next open sign-on orders of the demo plans
  private async transfers(m: EntityManager, who: Staff, fleet: Array<{ carId: number; driverId: number }>): Promise<number> {
    const orderResource = this.registry.resource('BoatPlanDispatch')!;
    const { list } = await this.crud.getList({
      ...this.ctx(m, who.maker, orderResource),
      operation: 'getList',
      body: { operation: DISPATCH_OPERATION.SignOn, status: DISPATCH_STATUS.Pending, pageSize: 3, sort: 'planDate' },
    });
    const dispatchCtx = this.ctx(m, who.maker, orderResource);
    const plans: Array<Pick<Trip, 'until'>> = [{ until: 'draft' }, { until: 'review' }, { until: 'reviewed' }];
    let n = 0;
    for (const [i, order] of list.entries()) {
      const car = fleet[i % fleet.length];
      const start = await localInstant(m, order.planDate as string, 8 + i);
      const values = { gmtStart: start.toISOString(), gmtEnd: new Date(start.getTime() + 3 * 3_600_000).toISOString(), startPlace: '青岛胶东国际机场', endPlace: '青岛港前湾港区', carId: car.carId, remarks: '上船船员接机送港' };
      const [link] = await this.orders.checkItem({ ...dispatchCtx, operation: 'checkItem', body: { id: order.id as number, kind: CAR_LINK_KIND, values } });
      await this.advance(m, who, link.appId, plans[i]);
      n++;
    }
    return n;
  }

}
