import { Injectable } from '@nestjs/common';
import { AppException } from '../../../../core/errors/app.exception';
import type { HookPayloads } from '../../../../core/resource/hook-payloads';
import type { OpContext } from '../../../../core/resource/op-context';
import { Hook } from '../../../../core/resource/resource.decorators';
import { CarsError } from '../cars.errors';
import { namedByRequests } from '../cars.repository';
import type { BoatCarDriver } from '../entities/boat-car-driver.entity';
import type { BoatCar } from '../entities/boat-car.entity';

// A car or a driver that requests name stays: the requests, their history and their km read it. The
// admin office takes it out of service (or off duty) instead, and it is offered no more.
@Injectable()
export class FleetHooks {
  @Hook('boatCar.delete:before')
  async deletingCars(ctx: OpContext, { records }: HookPayloads<BoatCar>['delete:before']) {
    for (const r of records) if (await namedByRequests(ctx.manager, 'car_id', r.id)) throw new AppException(CarsError.carInUse, { plate: r.plateNo });
  }

  @Hook('boatCarDriver.delete:before')
  async deletingDrivers(ctx: OpContext, { records }: HookPayloads<BoatCarDriver>['delete:before']) {
    for (const r of records) if (await namedByRequests(ctx.manager, 'driver_id', r.id)) throw new AppException(CarsError.driverInUse, { name: r.name });
  }
}
