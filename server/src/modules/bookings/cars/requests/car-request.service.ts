import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../../core/errors/app.exception';
import type { MessageRef } from '../../../../core/notify/message-texts';
import { CrudService } from '../../../../core/resource/crud.service';
import type { OpContext } from '../../../../core/resource/op-context';
import type { Row } from '../../../../core/resource/row';
import { BusinessStatus } from '../../../../workflow/flow-entity';
import { FlowService } from '../../../../workflow/flows/flow.service';
import { CarsError } from '../cars.errors';
import {
  carClash,
  driverClash,
  localMinute,
  lockCar,
  lockDriver,
  lockRequest,
  requestState,
  setRequest,
  usualDriver,
  type RequestRow,
} from '../cars.repository';
import { boatUseCarDetailResource, boatUseCarResource } from '../cars.resources';
import { CAR_STATUS as S, CAR_TYPE } from '../cars.states';
import type { BoatUseCar } from '../entities/boat-use-car.entity';
import { transition } from './car-transitions';

type Request = BoatUseCar;
// what a booking of the fleet is judged on
interface Booking {
  id: number | null;
  type: string;
  carId: number | null;
  driverId: number | null;
  gmtStart: Date | string;
  gmtEnd: Date | string;
  passengerCount?: number;
}
// the admin office's review: the car and driver it confirms, or a hired car's plate and driver
export interface Review {
  carId?: number | null;
  driverId?: number | null;
  plateNo?: string | null;
  driverName?: string | null;
  driverPhone?: string | null;
}

const HOUR_MS = 3_600_000;

// What a car request means for the fleet, and every move of its state (through the transition table).
// Used by the request's hooks and operations and by the dispatch link kind.
@Injectable()
export class CarRequestService {
  constructor(
    private readonly crud: CrudService,
    private readonly flows: FlowService,
  ) {}

  // Insert and update of a draft: the server's fields (whether the company arranges the vehicle, the
  // hours, a company car's usual driver) written into `input`, the fields of the other kinds of vehicle
  // emptied, and the car and the driver free for the times when they or the times change (a draft holds
  // nothing yet, but one naming a booked car is refused as soon as it names it).
  async prepare(m: EntityManager, input: Partial<Request>, current?: Request): Promise<void> {
    const row = { ...current, ...input } as Request;
    if (row.type !== CAR_TYPE.CompanyCar) Object.assign(input, { carId: null, driverId: null });
    if (row.type !== CAR_TYPE.Hired) Object.assign(input, { plateNo: null, driverName: null, driverPhone: null });
    input.insided = row.type === CAR_TYPE.Taxi ? '0' : '1';
    input.hours = Math.round(((new Date(row.gmtEnd).getTime() - new Date(row.gmtStart).getTime()) / HOUR_MS) * 10) / 10;
    // a car chosen without a driver goes with its usual one
    if (row.type === CAR_TYPE.CompanyCar && input.carId && input.driverId === undefined && row.driverId == null) input.driverId = await usualDriver(m, input.carId);
    const touched = ['type', 'carId', 'driverId', 'gmtStart', 'gmtEnd'].some((k) => k in input);
    if (touched) await this.book(m, { ...row, ...input, id: current?.id ?? null });
  }

  // The car and the driver locked (car first), in service, and held by no other request for overlapping
  // times; the refusal names the other request. Two requests racing for one car queue on its lock.
  private async book(m: EntityManager, b: Booking): Promise<void> {
    if (b.type !== CAR_TYPE.CompanyCar) return;
    if (b.carId) {
      const car = await lockCar(m, b.carId);
      if (!car) throw new AppException('MissingRef', {}, [{ field: 'carId', reason: 'ref' }]);
      if (car.in_service !== '1') throw new AppException(CarsError.outOfService, { plate: car.plate_no }, [{ field: 'carId', reason: 'state' }]);
      if (b.passengerCount !== undefined && b.passengerCount > car.seats) {
        throw new AppException(CarsError.tooManyPassengers, { count: b.passengerCount, plate: car.plate_no, seats: car.seats });
      }
      const other = await carClash(m, b.carId, b.gmtStart, b.gmtEnd, b.id);
      if (other) throw new AppException(CarsError.carBooked, { plate: car.plate_no, code: other.code ?? `#${other.id}`, from: other.from, to: other.to }, [{ field: 'carId', reason: 'state' }]);
    }
    if (b.driverId) {
      const driver = await lockDriver(m, b.driverId);
      if (!driver) throw new AppException('MissingRef', {}, [{ field: 'driverId', reason: 'ref' }]);
      if (driver.on_duty !== '1') throw new AppException(CarsError.driverOffDuty, { name: driver.name }, [{ field: 'driverId', reason: 'state' }]);
      const other = await driverClash(m, b.driverId, b.gmtStart, b.gmtEnd, b.id);
      if (other) throw new AppException(CarsError.driverBooked, { name: driver.name, code: other.code ?? `#${other.id}`, from: other.from, to: other.to }, [{ field: 'driverId', reason: 'state' }]);
    }
  }

  // submit: the draft starts to hold its car and driver, so they are booked again under their locks (the
  // record is locked by the flow already, before them)
  async submitting(m: EntityManager, record: Request): Promise<void> {
    const to = transition(record.carStatus, 'submit');
    await this.book(m, { ...record, passengerCount: record.passengerCount });
    await setRequest(m, record.id, { state: to });
  }

  async withdrawn(m: EntityManager, record: Request): Promise<void> {
    await setRequest(m, record.id, { state: transition(record.carStatus, 'withdraw') });
  }

  // The flow ended (the instance and the request are locked by the flow). Agreed: a vehicle the company
  // arranges waits for the admin office's review, a taxi is reviewed at once. Disagreed: rejected, unless
  // it was cancelled already (closed with its dispatch order: closeByOrder moved it first).
  async finished(m: EntityManager, record: Request, agreed: boolean): Promise<void> {
    if (!agreed) {
      if (record.carStatus === S.UnderReview) await setRequest(m, record.id, { state: transition(record.carStatus, 'reject') });
      return;
    }
    await setRequest(m, record.id, { state: transition(record.carStatus, record.type === CAR_TYPE.Taxi ? 'approveTaxi' : 'approve') });
  }

  // The admin office's review (复核): a company car's car and driver confirmed or changed, booked again
  // under their locks; a hired car's plate and driver as the hire company gave them. Reviewing again
  // before the trip changes them.
  async review(ctx: OpContext, id: number, r: Review): Promise<Row[]> {
    const m = ctx.manager;
    const rec = await this.lock(ctx, id);
    const to = transition(rec.car_status, 'review');
    if (rec.type === CAR_TYPE.CompanyCar) {
      const carId = r.carId === undefined ? rec.car_id : r.carId;
      const driverId = r.driverId === undefined ? rec.driver_id : r.driverId;
      if (!carId || !driverId) throw new AppException(CarsError.carNeeded, {}, [{ field: carId ? 'driverId' : 'carId', reason: 'required' }]);
      await this.book(m, { id, type: rec.type, carId, driverId, gmtStart: rec.gmt_start, gmtEnd: rec.gmt_end, passengerCount: rec.passenger_count });
      await setRequest(m, id, { carId, driverId });
    } else if (rec.type === CAR_TYPE.Hired) {
      await setRequest(m, id, { plateNo: r.plateNo, driverName: r.driverName, driverPhone: r.driverPhone });
    }
    await setRequest(m, id, { state: to, reviewedBy: ctx.user?.userId ?? null });
    return this.read(ctx, id);
  }

  // Closed with the km driven, once the trip has begun (closed early when it ended before its planned end).
  async close(ctx: OpContext, id: number, km: number): Promise<Row[]> {
    const rec = await this.lock(ctx, id);
    const to = transition(rec.car_status, 'close');
    if (new Date(rec.gmt_start).getTime() > Date.now()) throw new AppException(CarsError.notStarted, { from: await localMinute(ctx.manager, rec.gmt_start) });
    await setRequest(ctx.manager, id, { state: to, km, closedBy: ctx.user?.userId ?? null });
    return this.read(ctx, id);
  }

  // Called off by the admin office before the trip begins: its car and driver are free again.
  async callOff(ctx: OpContext, id: number): Promise<Row[]> {
    const rec = await this.lock(ctx, id);
    const to = transition(rec.car_status, 'callOff');
    if (rec.car_status === S.Reviewed && new Date(rec.gmt_start).getTime() <= Date.now()) {
      throw new AppException(CarsError.tripStarted, { from: await localMinute(ctx.manager, rec.gmt_start) });
    }
    await setRequest(ctx.manager, id, { state: to });
    return this.read(ctx, id);
  }

  // Closed with its dispatch order or check item (SPEC §5): a request not yet used is cancelled, a running
  // approval stopping through the workflow's generic close, a draft finished; one whose trip has begun or
  // ended stays (the car was used: it is closed with its km), as does one rejected or cancelled already.
  async closeByOrder(ctx: OpContext, ids: number[], reason: MessageRef): Promise<void> {
    const m = ctx.manager;
    for (const id of ids) {
      const seen = await requestState(m, id);
      if (!seen) continue;
      // the lock order of every workflow command: the instance, then the request
      if (seen.instance_id) await this.flows.lockInstance(m, seen.instance_id);
      const rec = (await lockRequest(m, id))!;
      if (!this.unused(rec)) continue;
      await setRequest(m, id, { state: transition(rec.car_status, 'cancel') });
      if (rec.status !== BusinessStatus.Finished) await this.flows.closeUnapproved({ ...ctx, resource: boatUseCarResource }, boatUseCarResource.name, id, reason);
    }
  }

  private unused(rec: RequestRow): boolean {
    if (rec.car_status === S.NotSubmitted) return rec.status === BusinessStatus.Draft;
    if (rec.car_status === S.Reviewed) return new Date(rec.gmt_start).getTime() > Date.now();
    return rec.car_status === S.UnderReview || rec.car_status === S.ToReview;
  }

  // A new request through the resource's own insert (its checks and hooks), as the caller.
  async request(ctx: OpContext, body: Row): Promise<Row> {
    const [made] = await this.crud.insert({ ...ctx, resource: boatUseCarResource, operation: 'insert', body });
    return made;
  }

  read(ctx: OpContext, id: number): Promise<Row[]> {
    return this.crud.getById({ ...ctx, resource: boatUseCarDetailResource, operation: 'getById', body: { id } });
  }

  // within the caller's rights on the admin office's trips (load answers 404 outside them), then locked
  // after its instance
  private async lock(ctx: OpContext, id: number): Promise<RequestRow> {
    const seen = await this.crud.load<Request>({ ...ctx, resource: boatUseCarDetailResource }, id);
    if (seen.instanceId) await this.flows.lockInstance(ctx.manager, seen.instanceId);
    return (await lockRequest(ctx.manager, id))!;
  }
}
