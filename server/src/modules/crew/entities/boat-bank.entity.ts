import { Column, Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';

// A seafarer's bank account (boatBank): where wages go; one may be marked as used first.
@Entity('boat_bank')
export class BoatBank extends CrewRecord {
  @Column({ type: 'varchar', length: 3, nullable: true })
  currency: string | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  priorityUsed: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  swiftcode: string | null;

  @Column({ type: 'varchar', length: 64 })
  cardholder: string;

  @Column({ type: 'varchar', length: 2, nullable: true })
  relationship: string | null;

  @Column({ type: 'varchar', length: 64 })
  account: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  depositBank: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  province: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  branch: string | null;
}
