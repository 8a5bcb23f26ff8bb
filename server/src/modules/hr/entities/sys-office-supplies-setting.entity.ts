import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// The office supplies staff may request, with what is in stock (officeSupplies screen).
@Entity('sys_office_supplies_setting')
export class SysOfficeSuppliesSetting extends BaseEntity {
  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  spec: string | null;

  @Column({ type: 'varchar', length: 16 })
  unit: string;

  @Column({ type: 'numeric', precision: 19, scale: 4, default: 0 })
  price: string;

  @Column({ type: 'integer', default: 0 })
  stock: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}
