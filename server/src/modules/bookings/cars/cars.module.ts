import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { WorkflowModule } from '../../../workflow/workflow.module';
import { DispatchModule } from '../../dispatch/dispatch.module';
import { CARS_RESOURCES } from './cars.resources';
import { CarsDemoSeed } from './demo/cars-demo-seed.service';
import { FleetHooks } from './fleet/fleet.hooks';
import { CarTripsJob } from './jobs/car-trips.job';
import { CarLink } from './links/car.link';
import { CarRequestHooks } from './requests/car-request.hooks';
import { CarRequestOperations } from './requests/car-request.operations';
import { CarRequestService } from './requests/car-request.service';

// Cars (SPEC §2 boatUseCarApplyFor, boatUseCar, boatUserCarApproveManage): the company's cars and drivers,
// requests approved through processes/car-use.bpmn, reviewed (复核) by the admin office, closed with the
// km driven; a sign-on order's crew transfer made from the dispatch plan.
@Module({
  imports: [WorkflowModule, DispatchModule],
  providers: [CarRequestService, CarRequestHooks, CarRequestOperations, FleetHooks, CarLink, CarTripsJob, CarsDemoSeed],
})
export class CarsModule {
  constructor(registry: ResourceRegistry) {
    registry.register([...CARS_RESOURCES]);
  }
}
