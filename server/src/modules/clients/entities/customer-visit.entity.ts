import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// One visit to (or from) a customer (customerVisit), with what was agreed and what comes next.
@Entity('customer_visit')
export class CustomerVisit extends BaseEntity {
  @Index()
  @Column({ type: 'integer' })
  customerId: number;

  @Column({ type: 'date' })
  visitDate: string;

  @Column({ type: 'integer', nullable: true })
  visitorId: number | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  deptId: number | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  way: string | null;

  @Column({ type: 'varchar', length: 1000 })
  content: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  nextStep: string | null;

  @Column({ type: 'date', nullable: true })
  nextDate: string | null;
}
