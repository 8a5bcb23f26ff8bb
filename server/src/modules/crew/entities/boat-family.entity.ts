import { Column, Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';

// A member of a seafarer's family (boatFamily), one of them the first contact in an emergency.
@Entity('boat_family')
export class BoatFamily extends CrewRecord {
  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 2, nullable: true })
  relationship: string | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  firstRelationman: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  mailCode: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  telephone: string | null;

  @Column({ type: 'date', nullable: true })
  birthday: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  education: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  workAddress: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  profession: string | null;
}
