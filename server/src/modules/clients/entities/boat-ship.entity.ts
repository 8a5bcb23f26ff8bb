import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// A ship of a shipowner (boatShipManage): what dispatch plans crews for.
@Entity('boat_ship')
export class BoatShip extends BaseEntity {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  enName: string | null;

  @Index()
  @Column({ type: 'integer' })
  shipownerId: number;

  @Column({ type: 'varchar', length: 8, nullable: true })
  shipType: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true, unique: true })
  imoCode: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  registry: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  port: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  totalTon: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  host: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 1, nullable: true })
  horsepower: string | null;

  @Column({ type: 'date', nullable: true })
  buildDate: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  line: string | null;

  @Column({ type: 'varchar', length: 8, default: '1' })
  status: string;

  @Column({ type: 'integer', nullable: true })
  bed: number | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  assign: string | null;
}
