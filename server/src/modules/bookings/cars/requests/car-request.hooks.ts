import { Injectable } from '@nestjs/common';
import { AppException } from '../../../../core/errors/app.exception';
import { CrudService } from '../../../../core/resource/crud.service';
import type { HookPayloads } from '../../../../core/resource/hook-payloads';
import type { OpContext } from '../../../../core/resource/op-context';
import { Hook } from '../../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import { ApprovalResult, BusinessStatus } from '../../../../workflow/flow-entity';
import { linkedOrderCode } from '../../../dispatch/dispatch.api';
import { CarsError } from '../cars.errors';
import { deletePassengersOf, lockRequest, passengerOnRequest, seafarerName, setPassengerCount, staffName } from '../cars.repository';
import { CAR_STATUS } from '../cars.states';
import type { BoatUseCarPassenger } from '../entities/boat-use-car-passenger.entity';
import type { BoatUseCar } from '../entities/boat-use-car.entity';
import { CAR_LINK_KIND } from '../links/car-link-kind';
import { transition } from './car-transitions';
import { CarRequestService } from './car-request.service';

type Req = HookPayloads<BoatUseCar>;
type Passenger = HookPayloads<BoatUseCarPassenger>;

// The request's own rules on the generic operations and the flow's phases; each move of its state goes
// through the transition table. Its passengers change with it while it is a draft.
@Injectable()
export class CarRequestHooks {
  constructor(
    private readonly requests: CarRequestService,
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
  ) {}

  @Hook('boatUseCar.insert:before')
  async inserting(ctx: OpContext, { input }: Req['insert:before']) {
    input.carStatus = CAR_STATUS.NotSubmitted;
    await this.requests.prepare(ctx.manager, input);
  }

  @Hook('boatUseCar.update:before')
  async updating(ctx: OpContext, { input, current }: Req['update:before']) {
    transition(current.carStatus, 'edit');
    await this.requests.prepare(ctx.manager, input, current);
  }

  // one made from a dispatch plan goes with its check item (SPEC §5), never on its own
  @Hook('boatUseCar.delete:before')
  async deleting(ctx: OpContext, { records }: Req['delete:before']) {
    for (const r of records) {
      transition(r.carStatus, 'delete');
      const code = await linkedOrderCode(ctx.manager, CAR_LINK_KIND, r.id);
      if (code) throw new AppException(CarsError.linkedToOrder, { code });
    }
  }

  @Hook('boatUseCar.delete:after')
  async deleted(ctx: OpContext, { records }: Req['delete:after']) {
    await deletePassengersOf(ctx.manager, records.map((r) => r.id));
  }

  @Hook('boatUseCar.submit:before')
  async submitting(ctx: OpContext, { record }: Req['submit:before']) {
    await this.requests.submitting(ctx.manager, record);
  }

  @Hook('boatUseCar.withdraw:after')
  async withdrawn(ctx: OpContext, { record }: Req['withdraw:after']) {
    await this.requests.withdrawn(ctx.manager, record);
  }

  @Hook('boatUseCar.finish:after')
  async finished(ctx: OpContext, { record, result }: Req['finish:after']) {
    await this.requests.finished(ctx.manager, record, result === ApprovalResult.Agree);
  }

  // A passenger is added, changed or removed while the request is a draft (locked: a submit waits), and
  // named from the seafarer's or the staff member's record; a seafarer within the writer's crew rights.
  @Hook('boatUseCarPassenger.insert:before')
  async addingPassenger(ctx: OpContext, { input }: Passenger['insert:before']) {
    await this.draftRequest(ctx, input.useCarId!);
    await this.passenger(ctx, input, input.useCarId!, null);
  }

  @Hook('boatUseCarPassenger.update:before')
  async changingPassenger(ctx: OpContext, { input, current }: Passenger['update:before']) {
    await this.draftRequest(ctx, current.useCarId);
    if (input.useCarId !== undefined && input.useCarId !== current.useCarId) await this.draftRequest(ctx, input.useCarId);
    await this.passenger(ctx, input, input.useCarId ?? current.useCarId, current);
  }

  @Hook('boatUseCarPassenger.delete:before')
  async removingPassenger(ctx: OpContext, { records }: Passenger['delete:before']) {
    for (const id of new Set(records.map((r) => r.useCarId))) await this.draftRequest(ctx, id);
  }

  @Hook('boatUseCarPassenger.insert:after')
  async countAdded(ctx: OpContext, { record }: Passenger['insert:after']) {
    await setPassengerCount(ctx.manager, record.useCarId);
  }

  @Hook('boatUseCarPassenger.update:after')
  async countChanged(ctx: OpContext, { record, before }: Passenger['update:after']) {
    for (const id of new Set([record.useCarId, before.useCarId])) await setPassengerCount(ctx.manager, id);
  }

  @Hook('boatUseCarPassenger.delete:after')
  async countAfterDelete(ctx: OpContext, { records }: Passenger['delete:after']) {
    for (const id of new Set(records.map((r) => r.useCarId))) await setPassengerCount(ctx.manager, id);
  }

  private async draftRequest(ctx: OpContext, useCarId: number) {
    const rec = await lockRequest(ctx.manager, useCarId);
    if (!rec) throw new AppException('NotFound');
    if (rec.status !== BusinessStatus.Draft) throw new AppException(CarsError.requestLocked, { code: rec.code ?? `#${rec.id}` });
    transition(rec.car_status, 'edit');
  }

  private async passenger(ctx: OpContext, input: Partial<BoatUseCarPassenger>, useCarId: number, current: BoatUseCarPassenger | null) {
    const row = { ...current, ...input };
    if (!row.userId && !row.staffId && !row.name?.trim()) throw new AppException(CarsError.passengerNeeded, {}, [{ field: 'name', reason: 'required' }]);
    if (input.userId) {
      const crew = { ...ctx, resource: this.registry.resource('BoatUserInfo')! };
      if (!(await this.crud.scopedQuery(crew).andWhere('t.id = :id', { id: input.userId }).getExists())) throw new AppException('OutOfScope', {}, [{ field: 'userId', reason: 'scope' }]);
    }
    if (input.userId !== undefined || input.staffId !== undefined) {
      const name = row.userId ? await seafarerName(ctx.manager, row.userId) : row.staffId ? await staffName(ctx.manager, row.staffId) : undefined;
      if (name) input.name = name;
      if ((row.userId || row.staffId) && (await passengerOnRequest(ctx.manager, useCarId, row, current?.id ?? null))) {
        throw new AppException(CarsError.passengerTwice, { name: name ?? row.name ?? '' });
      }
    }
  }
}
