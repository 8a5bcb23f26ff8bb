import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// What every tab of a seafarer's file shares: the seafarer it belongs to.
export abstract class CrewRecord extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), filter: 'eq', column: { index: true, nullable: false } })
  userId: number;
}
