import { Column, Entity } from 'typeorm';
import { ClientCompany } from './client-company.entity';

// A shipowner the company mans ships for (shipownerManage), with how its crews' wages and leave are settled.
@Entity('boat_ship_owner')
export class BoatShipOwner extends ClientCompany {
  @Column({ type: 'varchar', length: 150, nullable: true })
  enName: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  wageSettle: string | null;

  @Column({ type: 'integer', nullable: true })
  days: number | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  contractFlg: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  vacationFlg: string;
}
