import { Column, Entity, Index } from 'typeorm';
import { CrewRecord } from './crew-record.entity';

// A seafarer's certificate (boatUserCredential). warnDate is the day it starts to warn (validDate
// less its type's warning period), kept on write and when a type's period changes, so the warning
// list is an index range; warnstatus is refreshed by the daily task and on every write.
@Entity('boat_user_credential')
@Index(['warnDate'], { where: "credential_status IN ('1', '2')" })
// the warning list (one certificate in eight at bench size): read in the list's order and counted from
// this index alone; made in SQL by migration IndexCrewScopeAndWarnOrder (TypeORM cannot declare NULLS
// FIRST or INCLUDE)
@Index('boat_user_credential_warned', { synchronize: false })
// a seafarer's current certificate of a kind, newest validity first, from the index alone: the dispatch
// compliance check and reliever search ask it for every required kind of thousands of seafarers
// (migration IndexDispatchSearch, in SQL for the same reason)
@Index('boat_user_credential_current', { synchronize: false })
export class BoatUserCredential extends CrewRecord {
  @Index()
  @Column({ type: 'integer' })
  credentialId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 1, nullable: true })
  certificateType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  code: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  organization: string | null;

  @Column({ type: 'date', nullable: true })
  signDate: string | null;

  @Column({ type: 'date', nullable: true })
  validDate: string | null;

  @Column({ type: 'date', nullable: true })
  warnDate: string | null;

  // null: never deposited; otherwise the inoutStatus dictionary
  @Column({ type: 'varchar', length: 1, nullable: true })
  inoutStatus: string | null;

  @Column({ type: 'varchar', length: 1, default: '1' })
  credentialStatus: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  warnstatus: string;

  @Column({ type: 'uuid', nullable: true })
  attach: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
