import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity';
import { Field } from '../../core/resource/field.decorator';
import { L } from '../../core/resource/label';

// departmentalLeadershipManage: who leads a department (or company). ${approver.deptLeader} and its
// kin resolve through these rows; a head ('1') is asked before a deputy ('2').
@Entity('sys_dept_leader')
@Index(['deptId', 'userId'], { unique: true })
export class SysDeptLeader extends BaseEntity {
  // routing data (ARCHITECTURE §5): a leader decides for everything below the department (a request
  // climbs to the first level that has one), so all of that lies within the caller's rights
  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), required: true, filter: 'eq', scoped: 'tree' })
  deptId: number;

  // a person within the caller's data rights, never the caller (approvers.hooks.ts)
  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('领导', 'Leader'), required: true, filter: 'eq', scoped: true, column: { index: true } })
  userId: number;

  @Field({ type: 'dict', dict: 'leaderType', label: L('领导类型', 'Leader type'), required: true, filter: 'eq', defaultValue: '1' })
  leaderType: string;
}
