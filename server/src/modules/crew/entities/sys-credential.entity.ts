import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// A kind of seafarer certificate (boatCredentialTypeManage), in a tree: groups such as 适任证书 hold
// the kinds. Each kind says how long before expiry its certificates count as "warning".
@Entity('sys_credential')
export class SysCredential extends BaseEntity {
  @Index()
  @Column({ type: 'integer', nullable: true })
  parentId: number | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  enName: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true, unique: true })
  code: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  certificateType: string | null;

  @Column({ type: 'integer', nullable: true })
  warnValue: number | null;

  @Column({ type: 'varchar', length: 1, default: '2' })
  warnUnit: string;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
