import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// Which shipowners a member of staff serves: the own-shipowner data scope of crew lists reads it.
@Entity('sys_user_shipowner')
@Index(['userId', 'shipownerId'], { unique: true })
export class SysUserShipowner extends BaseEntity {
  @Column({ type: 'integer' })
  userId: number;

  @Index()
  @Column({ type: 'integer' })
  shipownerId: number;
}
