import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// One deployed version of processes/<flowType>.bpmn. Immutable: an instance runs to its end on the
// version it started with, so old versions are kept for as long as anything refers to them.
@Entity('wf_definition')
@Index(['flowType', 'version'], { unique: true })
export class WfDefinition {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 64 })
  flowType: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  @Column({ type: 'text' })
  xml: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  deployedAt: Date;
}
