import { Entity } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';

// One of the company's own cars (the fleet the admin office books on the boatUseCar screen). A car a
// request holds cannot be booked again for overlapping times; a car taken out of service (inService 0)
// is no longer offered, and the requests that named it keep it.
@Entity('boat_car')
export class BoatCar extends BaseEntity {
  @Field({ type: 'string', label: L('车牌号', 'Plate number'), required: true, max: 16, unique: true, filter: 'like' })
  plateNo: string;

  @Field({ type: 'string', label: L('车型', 'Model'), required: true, max: 50, filter: 'like' })
  model: string;

  @Field({ type: 'int', label: L('座位数', 'Seats'), required: true, min: 1, max: 60 })
  seats: number;

  // who usually drives it: a new request for this car starts with this driver
  @Field({ type: 'ref', ref: 'boatCarDriver', refLabel: 'name', label: L('常用司机', 'Usual driver'), filter: 'eq' })
  driverId: number | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('在用', 'In service'), filter: 'eq', defaultValue: '1' })
  inService: string;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
