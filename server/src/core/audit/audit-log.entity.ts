import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('sys_audit_log')
@Index(['entity', 'recordId'])
@Index(['at'])
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  username: string | null;

  @Column({ type: 'varchar', length: 64 })
  entity: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  recordId: string | null;

  @Column({ type: 'varchar', length: 32 })
  action: string;

  // { field: { old, new } }; secret fields appear as { changed: true } without values
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  changes: Record<string, unknown>;
}
