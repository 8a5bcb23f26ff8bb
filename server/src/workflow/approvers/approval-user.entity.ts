import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity';

// approvalUserManage: who approves ${approver.config} steps, per company, department, flow type and
// step, valid between two dates. Empty company, department or step means "any"; the most specific
// valid row wins.
@Entity('sys_approval_user')
@Index(['flowType'])
export class ApprovalUser extends BaseEntity {
  @Column({ type: 'varchar', length: 64 })
  flowType: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  step: string | null;

  @Column({ type: 'integer', nullable: true })
  companyId: number | null;

  @Column({ type: 'integer', nullable: true })
  deptId: number | null;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'date', nullable: true })
  validFrom: string | null;

  @Column({ type: 'date', nullable: true })
  validTo: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
