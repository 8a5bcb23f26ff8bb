import { Column, Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';

// An appraisal of a seafarer by ship and rank (boatEvaluate).
@Entity('boat_evaluate')
export class BoatEvaluate extends CrewRecord {
  @Column({ type: 'integer', nullable: true })
  shipownerId: number | null;

  @Column({ type: 'integer', nullable: true })
  shipId: number | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  duty: string | null;

  @Column({ type: 'varchar', length: 1 })
  grade: string;

  @Column({ type: 'date', nullable: true })
  evaluateDate: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  proposal: string | null;
}
