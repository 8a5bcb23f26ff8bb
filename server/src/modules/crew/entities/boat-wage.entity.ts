import { Column, Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';

// A seafarer's agreed monthly wage on a ship and rank from a date (boatWage).
@Entity('boat_wage')
export class BoatWage extends CrewRecord {
  @Column({ type: 'integer', nullable: true })
  shipownerId: number | null;

  @Column({ type: 'integer', nullable: true })
  shipId: number | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  duty: string | null;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'numeric', precision: 19, scale: 4 })
  wages: string;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
