import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// An application made from a dispatch plan for one of its orders (a check item): a certificate renewal
// today; insurance, ticket, hotel and clothes when those modules land. kind names a registered link kind
// (link-kinds.ts); state: 1 open, 2 closed (cancelled with the item or the order).
@Entity('boat_dispatch_link')
@Index(['kind', 'appId'], { unique: true })
export class DispatchLink extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatPlanDispatch', refLabel: 'dispatchCode', label: L('派遣单', 'Dispatch order'), readOnly: true, filter: 'eq', column: { index: true, nullable: false } })
  orderId: number;

  @Field({ type: 'dict', dict: 'dispatchLinkKind', label: L('申请类型', 'Application'), readOnly: true, filter: 'eq', column: { length: 32, nullable: false } })
  kind: string;

  @Field({ type: 'int', label: L('申请', 'Application'), readOnly: true, column: { nullable: false } })
  appId: number;

  @Field({ type: 'dict', dict: 'dispatchLinkState', label: L('状态', 'State'), readOnly: true, filter: 'eq', column: { default: '1' } })
  state: string;
}
