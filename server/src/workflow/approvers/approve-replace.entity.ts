import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity';

// ActivitiApproveReplace: while A is away, B approves for A (history shows "B for A"). Limited to a
// flow type, company and department when those are set; empty means any.
@Entity('activiti_approve_replace')
@Index(['userId', 'startTime', 'endTime'])
export class ApproveReplace extends BaseEntity {
  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'integer' })
  agentId: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  flowType: string | null;

  @Column({ type: 'integer', nullable: true })
  companyId: number | null;

  @Column({ type: 'integer', nullable: true })
  deptId: number | null;

  @Column({ type: 'timestamptz' })
  startTime: Date;

  @Column({ type: 'timestamptz' })
  endTime: Date;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
