import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// templateManage: template files (résumé, contract, export layouts) kept for download.
@Entity('sys_template')
export class SysTemplate extends BaseEntity {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  code: string;

  @Column({ type: 'uuid' })
  fileId: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
