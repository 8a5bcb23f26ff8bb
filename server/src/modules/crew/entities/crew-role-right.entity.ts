import { Column, Entity, PrimaryColumn } from 'typeorm';

// A role's crew rights (SPEC §6, which seafarers the role's lists show): 1 all crew, 2 own jurisdiction
// (crew managed by the departments of the data rights), 3 own shipowners (SysUserShipowner), 4 own
// created. A recruiter role adds seafarers but may not change them afterwards (SPEC §5). Kept beside the
// role, one row per role, and shown on the roles screen as the role's own fields.
@Entity('crew_role_right')
export class CrewRoleRight {
  @PrimaryColumn({ type: 'integer' })
  roleId: number;

  @Column({ type: 'varchar', length: 1, default: '2' })
  crewScope: string;

  @Column({ type: 'boolean', default: false })
  recruiter: boolean;
}
