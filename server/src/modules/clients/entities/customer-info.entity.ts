import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// A prospective or current customer the sales team keeps (customerInformation).
@Entity('customer_info')
export class CustomerInfo extends BaseEntity {
  @Column({ type: 'varchar', length: 100 })
  company: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  contact: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  source: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  level: string | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  ownerId: number | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  deptId: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remarks: string | null;
}
