import { Entity } from 'typeorm';
import { BaseEntity } from '../../../../core/database/base.entity';
import { Field } from '../../../../core/resource/field.decorator';
import { L } from '../../../../core/resource/label';

// A passenger of a car request: a seafarer (within the writer's crew rights), a member of staff, or
// someone else named by hand (a shipowner's superintendent). Seen and changed with its request, while the
// request may be edited.
@Entity('boat_use_car_passenger')
export class BoatUseCarPassenger extends BaseEntity {
  @Field({ type: 'ref', ref: 'boatUseCar', refLabel: 'code', label: L('用车申请', 'Car request'), required: true, filter: 'eq', column: { index: true } })
  useCarId: number;

  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), filter: 'eq', column: { index: true } })
  userId: number | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('员工', 'Staff'), filter: 'eq' })
  staffId: number | null;

  // the passenger's name as shown: the seafarer's or the staff member's (set by the server), or typed
  @Field({ type: 'string', label: L('乘车人', 'Passenger'), max: 50 })
  name: string | null;

  @Field({ type: 'string', label: L('联系电话', 'Phone'), max: 32, format: 'phone' })
  phone: string | null;
}
