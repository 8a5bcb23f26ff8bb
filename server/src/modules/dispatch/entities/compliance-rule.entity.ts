import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// One cell of the compliance matrix: a rank on a ship type (none: every ship type) needs a certificate
// of this kind, valid through the planned sign-off.
@Entity('boat_compliance_rule')
@Index('boat_compliance_rule_cell', { synchronize: false })
export class ComplianceRule extends BaseEntity {
  @Field({ type: 'dict', dict: 'duty', label: L('职务', 'Rank'), required: true, filter: 'eq', column: { index: true, length: 4 } })
  duty: string;

  @Field({ type: 'dict', dict: 'shipType', label: L('船舶类型（空为全部）', 'Ship type (empty: all)'), filter: 'eq', column: { length: 4 } })
  shipType: string | null;

  @Field({ type: 'ref', ref: 'SysCredential', refLabel: 'name', label: L('证书类型', 'Certificate kind'), required: true, filter: 'eq' })
  credentialId: number;

  @Field({ type: 'string', label: L('说明', 'Notes'), max: 255 })
  remark: string | null;
}
