import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// Which shipowners a member of staff serves: the own-shipowner data scope of crew lists reads it.
@Entity('sys_user_shipowner')
@Index(['userId', 'shipownerId'], { unique: true })
export class SysUserShipowner extends BaseEntity {
  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('用户', 'User'), required: true, filter: 'eq', scoped: true })
  userId: number;

  @Field({ type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), required: true, filter: 'eq', column: { index: true } })
  shipownerId: number;
}
