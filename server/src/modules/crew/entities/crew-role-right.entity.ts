import { Entity, PrimaryColumn } from 'typeorm';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A role's crew rights (SPEC §6, which seafarers the role's lists show): 1 all crew, 2 own jurisdiction
// (crew managed by the departments of the data rights), 3 own shipowners (SysUserShipowner), 4 own
// created. A recruiter role adds seafarers but may not change them afterwards (SPEC §5). Kept beside the
// role, one row per role, and shown on the roles screen as the role's own fields.
@Entity('crew_role_right')
export class CrewRoleRight {
  @Field({ type: 'dict', dict: 'crewScope', label: L('船员数据权限', 'Crew rights'), filter: 'eq', defaultValue: '2' })
  crewScope: string;

  @Field({ type: 'boolean', label: L('招聘角色（不能修改船员信息）', 'Recruiter (may not change crew records)'), defaultValue: false })
  recruiter: boolean;

  @PrimaryColumn({ type: 'integer' })
  roleId: number;
}
