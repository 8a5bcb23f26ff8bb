import { Module } from '@nestjs/common';

// Cars (SPEC §2 boatUseCarApplyFor, boatUseCar, boatUserCarApproveManage): requests approved through processes/car-use.bpmn, closed with the km driven.
@Module({})
export class CarsModule {}
