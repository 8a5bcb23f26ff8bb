import { Column, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// What every tab of a seafarer's file shares: the seafarer it belongs to.
export abstract class CrewRecord extends BaseEntity {
  @Index()
  @Column({ type: 'integer' })
  userId: number;
}
