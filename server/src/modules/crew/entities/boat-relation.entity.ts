import { Column, Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';

// One contact with a seafarer ashore (boatRelation): when they can board again, follow-ups, and how they feel about the company.
@Entity('boat_relation')
export class BoatRelation extends CrewRecord {
  @Column({ type: 'integer', nullable: true })
  linkman: number | null;

  @Column({ type: 'date' })
  linkdate: string;

  @Column({ type: 'date', nullable: true })
  boardDate: string | null;

  @Column({ type: 'integer', nullable: true })
  crewBuyer: number | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  traceFlag: string;

  @Column({ type: 'date', nullable: true })
  traceTime: string | null;

  @Column({ type: 'date', nullable: true })
  planLinkdate: string | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  needUpdate: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  holiday: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  result: string | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  isReback: string;

  @Column({ type: 'varchar', length: 1, default: '1' })
  isSatisfied: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  isDimission: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;
}
