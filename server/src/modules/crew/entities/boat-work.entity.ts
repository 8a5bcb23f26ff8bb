import { Column, Entity, Index } from 'typeorm';
import { CrewRecord } from './crew-record.entity';

// One stint of sea service (boatWork): boarding to sign-off on one ship in one rank. A promotion or a
// ship change ends the stint (promoteDate / changeboatDate with the new rank or ship) and opens the
// next one. state 1 is the open stint (on board), at most one per seafarer.
@Entity('boat_work')
@Index(['userId', 'onboatDate'])
@Index('boat_work_one_open', ['userId'], { unique: true, where: "state = '1'" })
// earlier service with a shipowner, counted from the index (the dispatch reliever search)
@Index('boat_work_user_owner', ['userId', 'shipownerId'])
// partial indexes of the dispatch module's relief forecast and abnormal sign-off report (migration
// IndexReliefForecast; TypeORM cannot declare INCLUDE or a descending key)
@Index('boat_work_due', { synchronize: false })
@Index('boat_work_signed_off', { synchronize: false })
export class BoatWork extends CrewRecord {
  @Column({ type: 'integer', nullable: true })
  shipownerId: number | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  shipId: number | null;

  @Column({ type: 'varchar', length: 2 })
  duty: string;

  @Column({ type: 'varchar', length: 2 })
  reportDutyOne: string;

  @Column({ type: 'varchar', length: 2, nullable: true })
  reportDutyTwo: string | null;

  @Column({ type: 'date', nullable: true })
  leaveDate: string | null;

  @Column({ type: 'date' })
  onboatDate: string;

  @Column({ type: 'varchar', length: 8, nullable: true })
  onboatPort: string | null;

  @Column({ type: 'date', nullable: true })
  planLeaveboatDate: string | null;

  @Column({ type: 'date', nullable: true })
  leaveboatDate: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  offboatPort: string | null;

  @Column({ type: 'date', nullable: true })
  enterDate: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  leaveboatEvaluate: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  leaveboatReason: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  leaveReason: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  dispatchType: string | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  isBusinessInsurance: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  isSocialInsurance: string;

  @Index()
  @Column({ type: 'integer', nullable: true })
  dispatchId: number | null;

  @Column({ type: 'date', nullable: true })
  promoteDate: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  newDuty: string | null;

  @Column({ type: 'date', nullable: true })
  changeboatDate: string | null;

  @Column({ type: 'integer', nullable: true })
  newShipid: number | null;

  @Column({ type: 'numeric', precision: 19, scale: 4, nullable: true })
  wages: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  currency: string | null;

  @Column({ type: 'varchar', length: 1, default: '2' })
  state: string;
}
