import { Injectable } from '@nestjs/common';
import { checkDateOrder } from '../../core/resource/field-validator';
import type { OpContext } from '../../core/resource/op-context';
import { inputBody } from '../../core/resource/operation-body';
import { Operation } from '../../core/resource/resource.decorators';
import { employTravelResource, employVacationResource } from './hr.resources';
import { calendarDays, workingDays } from './services/working-days';

const datesOf = (fields: typeof employVacationResource.fields) => inputBody({ startDate: fields.startDate, endDate: fields.endDate });
const VACATION_DATES = datesOf(employVacationResource.fields);
const TRAVEL_DATES = datesOf(employTravelResource.fields);

// The days a request's dates come to, counted as its write counts them (hr.hooks.ts), for the form to
// show while the dates are being chosen (the `computed` days field). Reads only.
@Injectable()
export class HrOperations {
  @Operation('EmployVacation', 'countDays', { body: VACATION_DATES })
  async vacationDays(ctx: OpContext): Promise<Array<{ days: number }>> {
    checkDateOrder(employVacationResource.fields, employVacationResource.dateOrder, ctx.body);
    return [{ days: await workingDays(ctx.manager, ctx.body.startDate, ctx.body.endDate) }];
  }

  @Operation('EmployTravel', 'countDays', { body: TRAVEL_DATES })
  travelDays(ctx: OpContext): Array<{ days: number }> {
    checkDateOrder(employTravelResource.fields, employTravelResource.dateOrder, ctx.body);
    return [{ days: calendarDays(ctx.body.startDate, ctx.body.endDate) }];
  }
}
