import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../database/base.entity';

// Companies and departments in one tree: a company is a node of type company, its departments below it.
@Entity('sys_dept')
export class SysDept extends BaseEntity {
  @Index()
  @Column({ type: 'integer', nullable: true })
  parentId: number | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  enName: string | null;

  @Column({ type: 'varchar', length: 16, default: 'dept' })
  deptType: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  code: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}
