import { Column, Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';

// A seafarer's contract (boatContract): assignment, learnership or assignment-service, with its number, dates, file and version.
@Entity('boat_contract')
export class BoatContract extends CrewRecord {
  @Column({ type: 'varchar', length: 1 })
  contractType: string;

  @Column({ type: 'varchar', length: 64 })
  contractNo: string;

  @Column({ type: 'date', nullable: true })
  signDate: string | null;

  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  contractVersion: string | null;

  @Column({ type: 'uuid', nullable: true })
  attach: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
