import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A manning template (BoatPlanDispatchTemp): the rank slots of a ship, e.g. a bulk carrier's 21 crew.
// The plan view draws its manning table from it; a nesting plan's sign-on orders start from its slots.
@Entity('boat_plan_dispatch_temp')
export class DispatchTemplate extends BaseEntity {
  @Field({ type: 'string', label: L('模板名称', 'Name'), required: true, max: 100, filter: 'like', unique: true, column: { unique: false } })
  name: string;

  @Field({ type: 'dict', dict: 'shipType', label: L('船舶类型', 'Ship type'), filter: 'eq', column: { length: 4 } })
  shipType: string | null;

  // rank:places pairs in the order of the manning table, "1:1, 2:1, 12:3" (template-slots.ts)
  @Field({ type: 'text', label: L('职务配员（职务:人数，如 1:1, 2:1, 12:3）', 'Rank slots (rank:places, e.g. 1:1, 2:1, 12:3)'), required: true, max: 400 })
  slots: string;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255 })
  remark: string | null;
}
