import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity';

// departmentalLeadershipManage: who leads a department (or company). ${approver.deptLeader} and its
// kin resolve through these rows; a head ('1') is asked before a deputy ('2').
@Entity('sys_dept_leader')
@Index(['deptId', 'userId'], { unique: true })
export class SysDeptLeader extends BaseEntity {
  @Column({ type: 'integer' })
  deptId: number;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 1, default: '1' })
  leaderType: string;
}
