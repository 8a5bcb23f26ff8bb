import { Column, Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';

// Money a seafarer owes the company (boatDebt): advances, fees paid on their behalf.
@Entity('boat_debt')
export class BoatDebt extends CrewRecord {
  @Column({ type: 'varchar', length: 32, nullable: true })
  seamanCode: string | null;

  @Column({ type: 'varchar', length: 100 })
  projectName: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 1 })
  debtType: string;

  @Column({ type: 'numeric', precision: 19, scale: 4 })
  debtAmount: string;

  @Column({ type: 'date', nullable: true })
  debtDate: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
