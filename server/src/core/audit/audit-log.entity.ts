import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field } from '../resource/field.decorator';
import { L } from '../resource/label';

@Entity('sys_audit_log')
@Index(['entity', 'recordId'])
@Index(['at'])
export class AuditLog {
  @Field({ type: 'datetime', label: L('时间', 'Time'), readOnly: true, filter: 'range', column: { default: () => 'now()' } })
  at: Date;

  @Field({ type: 'ref', ref: 'sysUser', label: L('用户', 'User'), readOnly: true, filter: 'eq' })
  userId: number | null;

  @Field({ type: 'string', label: L('账号', 'Account'), readOnly: true, filter: 'eq', column: { length: 64 } })
  username: string | null;

  @Field({ type: 'string', label: L('对象', 'Entity'), readOnly: true, filter: 'eq', column: { length: 64, nullable: false } })
  entity: string;

  @Field({ type: 'string', label: L('记录编号', 'Record id'), readOnly: true, filter: 'eq', column: { length: 64 } })
  recordId: string | null;

  @Field({ type: 'string', label: L('操作', 'Action'), readOnly: true, filter: 'eq', column: { length: 32, nullable: false } })
  action: string;

  // { field: { old, new } }; secret fields appear as { changed: true } without values
  @Field({ type: 'json', label: L('变更内容', 'Changes'), readOnly: true, column: { default: () => "'{}'::jsonb" } })
  changes: Record<string, unknown>;

  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;
}
