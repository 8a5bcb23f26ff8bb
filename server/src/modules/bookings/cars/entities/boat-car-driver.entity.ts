import { Entity } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';

// A driver of the company's cars. A driver a request holds cannot be booked again for overlapping times,
// whichever car he drives; a hired car comes with its own driver, written on the request instead.
@Entity('boat_car_driver')
export class BoatCarDriver extends BaseEntity {
  @Field({ type: 'string', label: L('姓名', 'Name'), required: true, max: 50, filter: 'like' })
  name: string;

  @Field({ type: 'string', label: L('英文名', 'English name'), max: 100, inList: false })
  enName: string | null;

  @Field({ type: 'string', label: L('电话', 'Phone'), required: true, max: 32, format: 'phone' })
  phone: string;

  @Field({ type: 'string', label: L('驾驶证号', 'Licence number'), max: 32, inList: false })
  licenceNo: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('在岗', 'On duty'), filter: 'eq', defaultValue: '1' })
  onDuty: string;
}
