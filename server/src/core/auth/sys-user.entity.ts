import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { Field } from '../resource/field.decorator';
import { L } from '../resource/label';

// Office staff (SPEC §3 "Staff (sysUser)"): the accounts that sign in. Their HR record is the HR
// module's (hr_staff_record).
@Entity('sys_user')
// the staff list by department and status in entry-date order, the name beside it (migration
// IndexStaffListByDept; TypeORM cannot declare DESC NULLS LAST or INCLUDE); it serves lookups by
// department alone too
@Index('sys_user_dept_list', { synchronize: false })
export class SysUser extends BaseEntity {
  @Field({ type: 'string', label: L('账号', 'Account'), required: true, max: 64, min: 2, filter: 'like', unique: true })
  username: string;

  // taken on input only: the hooks (system.hooks.ts) hash it into passwordHash
  @Field({ type: 'password', label: L('初始密码', 'Initial password'), required: true, min: 8, secret: true, createOnly: true, inList: false, column: false })
  declare password?: string;

  @Field({ type: 'string', label: L('姓名', 'Name'), required: true, max: 64, filter: 'like' })
  name: string;

  @Field({ type: 'string', label: L('英文名', 'English name'), max: 64, selfEdit: true })
  enName: string | null;

  @Field({ type: 'string', label: L('工号', 'Staff number'), max: 32, filter: 'eq', unique: true })
  jobNumber: string | null;

  // follows the department, never set by hand: a company that disagrees with the department would
  // misroute approvals (${approver.companyLeader})
  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('公司', 'Company'), filter: 'eq', readOnly: true, column: { index: true } })
  companyId: number | null;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('部门', 'Department'), required: true, filter: 'eq', column: { nullable: true } })
  deptId: number | null;

  // kept in the link table sys_user_role by the hooks
  @Field({ type: 'refs', ref: 'SysRole', refLabel: 'name', label: L('角色', 'Roles'), column: false })
  declare roleIds?: number[];

  @Field({ type: 'dict', dict: 'gender', label: L('性别', 'Sex') })
  sex: string | null;

  @Field({ type: 'string', label: L('电话', 'Phone'), max: 32, format: 'phone', selfEdit: true })
  phone: string | null;

  @Field({ type: 'string', label: L('邮箱', 'Email'), max: 128, format: 'email', selfEdit: true })
  email: string | null;

  @Field({ type: 'date', label: L('入职日期', 'Entry date'), filter: 'range' })
  gmtEntry: string | null;

  @Field({ type: 'dict', dict: 'userStatus', label: L('状态', 'Status'), filter: 'eq', defaultValue: '1' })
  status: string;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('直属领导', 'Line manager') })
  leaderId: number | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('接收审批邮件', 'Receive approval mail'), defaultValue: '0', selfEdit: true })
  receiveMail: string;

  @Field({ type: 'date', label: L('离职日期', 'Exit date'), readOnly: true })
  dimissionDate: string | null;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  // the language the user last signed in with: what mails to them are written in
  @Column({ type: 'varchar', length: 5, default: 'zh' })
  lang: string;

  @Column({ type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;
}
