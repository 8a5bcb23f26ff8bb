import { Injectable } from '@nestjs/common';
import { checkDateOrder } from '../../core/resource/field-validator';
import type { RowOf } from '../../core/resource/define-resource';
import type { OpContext } from '../../core/resource/op-context';
import { inputBody } from '../../core/resource/operation-body';
import { Operation } from '../../core/resource/resource.decorators';
import { employTravelResource, employVacationResource } from './hr.resources';
import { calendarDays, workingDays } from './services/working-days';

const datesOf = (fields: typeof employVacationResource.fields) => inputBody({ startDate: fields.startDate, endDate: fields.endDate });
const VACATION_DATES = datesOf(employVacationResource.fields);
const TRAVEL_DATES = datesOf(employTravelResource.fields);
// both dates are required (the requests' own fields, inputBody)
type Dates<E extends { startDate: string; endDate: string }> = Pick<E, 'startDate' | 'endDate'>;

// The days a request's dates come to, counted as its write counts them (hr.hooks.ts), for the form to
// show while the dates are being chosen (the `computed` days field). Reads only.
@Injectable()
export class HrOperations {
  @Operation('EmployVacation', 'countDays', { body: VACATION_DATES })
  async vacationDays(ctx: OpContext<Dates<RowOf<typeof employVacationResource>>>): Promise<Array<{ days: number }>> {
    checkDateOrder(employVacationResource.fields, employVacationResource.dateOrder, ctx.body);
    return [{ days: await workingDays(ctx.manager, ctx.body.startDate, ctx.body.endDate) }];
  }

  @Operation('EmployTravel', 'countDays', { body: TRAVEL_DATES })
  travelDays(ctx: OpContext<Dates<RowOf<typeof employTravelResource>>>): Array<{ days: number }> {
    checkDateOrder(employTravelResource.fields, employTravelResource.dateOrder, ctx.body);
    return [{ days: calendarDays(ctx.body.startDate, ctx.body.endDate) }];
  }
}
