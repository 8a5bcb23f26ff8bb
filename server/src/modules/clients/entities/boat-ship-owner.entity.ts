import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// A shipowner the company mans ships for (shipownerManage), with how its crews' wages and leave are settled.
@Entity('boat_ship_owner')
export class BoatShipOwner extends BaseEntity {
  @Column({ type: 'varchar', length: 32, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  enName: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  nation: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  postcode: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  telphone: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  compAddress: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  hostlinker: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  mailbox: string | null;

  @Column({ type: 'varchar', length: 1, default: '1' })
  isBusiness: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  isAssignment: string;

  @Column({ type: 'varchar', length: 8, nullable: true })
  area: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  classify: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  category: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  wageSettle: string | null;

  @Column({ type: 'integer', nullable: true })
  days: number | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  contractFlg: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  vacationFlg: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remarks: string | null;
}
