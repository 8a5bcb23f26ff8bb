import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field } from '../../core/resource/field.decorator';
import { L } from '../../core/resource/label';

// One deployed version of processes/<flowType>.bpmn. Immutable: an instance runs to its end on the
// version it started with, so old versions are kept for as long as anything refers to them.
@Entity('wf_definition')
@Index(['flowType', 'version'], { unique: true })
export class WfDefinition {
  @Field({ type: 'dict', dict: 'flowType', label: L('审批类型', 'Flow type'), readOnly: true, filter: 'eq', column: { length: 64, nullable: false } })
  flowType: string;

  @Field({ type: 'int', label: L('版本', 'Version'), readOnly: true, column: { nullable: false } })
  version: number;

  @Field({ type: 'string', label: L('名称', 'Name'), readOnly: true, column: { length: 200 } })
  name: string | null;

  @Field({ type: 'string', label: L('内容摘要', 'Content hash'), readOnly: true, inList: false, column: { length: 64, nullable: false } })
  sha256: string;

  @Field({ type: 'datetime', label: L('部署时间', 'Deployed'), readOnly: true, filter: 'range', column: { default: () => 'now()' } })
  deployedAt: Date;

  @Field({ type: 'text', label: L('BPMN 文件', 'BPMN file'), readOnly: true, inList: false, max: 1000000, column: { type: 'text', nullable: false } })
  xml: string;

  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;
}
