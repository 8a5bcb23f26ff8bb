import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// One cell of the compliance matrix: a rank on a ship type (none: every ship type) needs a certificate
// of this kind, valid through the planned sign-off.
@Entity('boat_compliance_rule')
@Index('boat_compliance_rule_cell', { synchronize: false })
export class ComplianceRule extends BaseEntity {
  @Index()
  @Column({ type: 'varchar', length: 4 })
  duty: string;

  @Column({ type: 'varchar', length: 4, nullable: true })
  shipType: string | null;

  @Column({ type: 'integer' })
  credentialId: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
