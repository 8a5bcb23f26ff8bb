import { Injectable, Logger } from '@nestjs/common';
import { L } from '../../../../core/resource/label';
import { JobContext, JobHandler } from '../../../../workflow/timers/job-handler.decorator';
import { endDueTrips } from '../cars.repository';
import { CAR_STATUS } from '../cars.states';
import { transition } from '../requests/car-transitions';

// carTask.markNotClosed (every 15 minutes, by migration CreateCars): a reviewed trip whose end has passed
// is "not closed" until the admin office enters the km driven, so its list shows what is left to close.
@Injectable()
export class CarTripsJob {
  private readonly log = new Logger('carTask');

  @JobHandler('carTask', 'markNotClosed', L('用车行程结束', 'Car trips ended'))
  async run(_params: string | null, { manager }: JobContext) {
    const ended = await endDueTrips(manager, CAR_STATUS.Reviewed, transition(CAR_STATUS.Reviewed, 'end'));
    if (ended) this.log.log(`${ended} car trips not closed`);
    return { ended };
  }
}
