import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../database/base.entity';

// Dictionaries: a parent row (fixed id, mark such as gender) and its items (value + labels).
// The platform validates dict fields against them, so they live in core.
@Entity('sys_code')
@Index(['parentId', 'value'], { unique: true })
export class SysCode extends BaseEntity {
  @Column({ type: 'integer', nullable: true })
  parentId: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  mark: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  value: string | null;

  @Column({ type: 'varchar', length: 100 })
  nameZh: string;

  @Column({ type: 'varchar', length: 100 })
  nameEn: string;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}
