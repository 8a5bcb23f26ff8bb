import { Injectable } from '@nestjs/common';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import type { FieldDecl } from '../../../../core/resource/resource.types';
import { CAR_STATUS as S, CAR_TYPE } from '../cars.states';
import { CarRequestService } from './car-request.service';

const ID = { type: 'ref', label: L('用车申请', 'Car request'), required: true } satisfies FieldDecl;
const COMPANY_CAR = { type: [CAR_TYPE.CompanyCar] };
const HIRED = { type: [CAR_TYPE.Hired] };
// the review's dialog: a company car's car and driver, or a hired car's plate and driver, as the row has them
const REVIEW_FORM = {
  carId: { type: 'ref', ref: 'boatCar', refLabel: 'plateNo', label: L('公司车辆', 'Company car'), prefill: 'carId', visibleWhen: COMPANY_CAR },
  driverId: { type: 'ref', ref: 'boatCarDriver', refLabel: 'name', label: L('司机', 'Driver'), prefill: 'driverId', visibleWhen: COMPANY_CAR },
  plateNo: { type: 'string', label: L('租用车牌号', 'Hired car plate'), max: 16, prefill: 'plateNo', visibleWhen: HIRED },
  driverName: { type: 'string', label: L('租用车司机', 'Hired car driver'), max: 50, prefill: 'driverName', visibleWhen: HIRED },
  driverPhone: { type: 'string', label: L('司机电话', 'Driver phone'), max: 32, format: 'phone', prefill: 'driverPhone', visibleWhen: HIRED },
} satisfies OperationBody;
const FINISH_FORM = { km: { type: 'number', label: L('行驶公里数', 'Km driven'), required: true, min: 0, max: 10000 } } satisfies OperationBody;
const REVIEW_BODY = { id: ID, ...REVIEW_FORM } satisfies OperationBody;
const FINISH_BODY = { id: ID, ...FINISH_FORM } satisfies OperationBody;
const CANCEL_BODY = { id: ID } satisfies OperationBody;

// The admin office's moves of a trip on its car screen (boatUseCar): the review (复核), closing it with the
// km driven (FINISH), calling it off.
@Injectable()
export class CarRequestOperations {
  constructor(private readonly requests: CarRequestService) {}

  @Operation('boatUseCarDetail', 'review', {
    perm: 'boatUseCar:edit',
    write: true,
    body: REVIEW_BODY,
    ui: { label: L('复核', 'Review'), placement: 'row', confirm: true, when: { carStatus: [S.ToReview, S.Reviewed] }, form: REVIEW_FORM },
  })
  review(ctx: OpContext<BodyOf<typeof REVIEW_BODY>>) {
    const { id, ...review } = ctx.body;
    return this.requests.review(ctx, id, review);
  }

  @Operation('boatUseCarDetail', 'finish', {
    perm: 'boatUseCar:finish',
    write: true,
    body: FINISH_BODY,
    ui: { label: L('完成', 'Finish'), placement: 'row', confirm: true, when: { carStatus: [S.Reviewed, S.NotClosed] }, form: FINISH_FORM },
  })
  finish(ctx: OpContext<BodyOf<typeof FINISH_BODY>>) {
    return this.requests.close(ctx, ctx.body.id, ctx.body.km);
  }

  @Operation('boatUseCarDetail', 'cancel', {
    perm: 'boatUseCar:edit',
    write: true,
    body: CANCEL_BODY,
    ui: { label: L('取消用车', 'Call off'), placement: 'row', confirm: true, danger: true, when: { carStatus: [S.ToReview, S.Reviewed] } },
  })
  cancel(ctx: OpContext<BodyOf<typeof CANCEL_BODY>>) {
    return this.requests.callOff(ctx, ctx.body.id);
  }
}
