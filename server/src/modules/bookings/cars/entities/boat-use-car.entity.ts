import { Entity, Index } from 'typeorm';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';
import { FlowEntity } from '../../../../workflow/flow-entity';
import { CAR_REASON, CAR_STATUS, CAR_TYPE } from '../cars.states';

// A car request (boatUseCarApplyFor): one trip of one vehicle, from a place to a place between two times,
// for passengers (boatUseCarPassenger: seafarers and/or staff). Approved through processes/car-use.bpmn,
// then reviewed (复核) by the admin office, which confirms the car and the driver; closed after the trip
// with the km driven. carStatus moves only through requests/car-transitions.ts; the flow's own status and
// result are FlowEntity's.
@Entity('boat_use_car')
@Index(['carId', 'carStatus'])
@Index(['driverId', 'carStatus'])
export class BoatUseCar extends FlowEntity {
  // first in the lists: what the admin office acts on
  @Field({ type: 'dict', dict: 'carStatus', label: L('用车状态', 'Car status'), readOnly: true, filter: 'in', defaultValue: CAR_STATUS.NotSubmitted, column: { index: true } })
  carStatus: string;

  @Field({ type: 'datetime', label: L('用车开始', 'Start time'), required: true, filter: 'range', sortable: true })
  gmtStart: Date;

  @Field({ type: 'datetime', label: L('用车结束', 'End time'), required: true, filter: 'range' })
  gmtEnd: Date;

  // the trip's length in hours, worked out by the server from the times: the flow's threshold reads it
  @Field({ type: 'number', label: L('时长（小时）', 'Hours'), readOnly: true, inList: false, column: { precision: 6, scale: 1 } })
  hours: number | null;

  @Field({ type: 'string', label: L('出发地', 'From'), required: true, max: 100, filter: 'like' })
  startPlace: string;

  @Field({ type: 'string', label: L('目的地', 'To'), required: true, max: 100, filter: 'like' })
  endPlace: string;

  @Field({ type: 'dict', dict: 'carReasonType', label: L('用车事由', 'Reason'), required: true, filter: 'eq', defaultValue: CAR_REASON.CrewTransfer })
  reasonType: string;

  @Field({ type: 'dict', dict: 'carType', label: L('车辆类型', 'Vehicle type'), required: true, filter: 'eq', defaultValue: CAR_TYPE.CompanyCar })
  type: string;

  // 1: a vehicle the company arranges (its own car or one it hires), which the admin office reviews; 0: a
  // taxi the traveller takes. Set by the server from the type.
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('公司安排车辆', 'Arranged by the company'), readOnly: true, filter: 'eq', inList: false })
  insided: string;

  // a company car: the car and its driver, held for the times (never two requests at once)
  @Field({ type: 'ref', ref: 'boatCar', refLabel: 'plateNo', label: L('公司车辆', 'Company car'), filter: 'eq' })
  carId: number | null;

  @Field({ type: 'ref', ref: 'boatCarDriver', refLabel: 'name', label: L('司机', 'Driver'), filter: 'eq' })
  driverId: number | null;

  // a hired car: its plate, driver and the driver's phone as the hire company gives them
  @Field({ type: 'string', label: L('租用车牌号', 'Hired car plate'), max: 16, inList: false })
  plateNo: string | null;

  @Field({ type: 'string', label: L('租用车司机', 'Hired car driver'), max: 50, inList: false })
  driverName: string | null;

  @Field({ type: 'string', label: L('司机电话', 'Driver phone'), max: 32, inList: false, format: 'phone' })
  driverPhone: string | null;

  // how many passengers, counted by the server from the passenger rows
  @Field({ type: 'int', label: L('乘车人数', 'Passengers'), readOnly: true, defaultValue: 0 })
  passengerCount: number;

  // the admin office's review (复核): who confirmed the car and when
  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('复核人', 'Reviewed by'), readOnly: true, inList: false })
  reviewedBy: number | null;

  @Field({ type: 'datetime', label: L('复核时间', 'Reviewed at'), readOnly: true, inList: false })
  reviewedAt: Date | null;

  // closing the trip: the km driven, entered by the admin office when the car is back
  @Field({ type: 'number', label: L('行驶公里数', 'Km driven'), readOnly: true, column: { precision: 8, scale: 1 } })
  km: number | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('关闭人', 'Closed by'), readOnly: true, inList: false })
  closedBy: number | null;

  @Field({ type: 'datetime', label: L('关闭时间', 'Closed at'), readOnly: true, inList: false })
  closedAt: Date | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
