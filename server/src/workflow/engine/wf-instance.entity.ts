import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// A running or ended flow. `state` is bpmn-engine's slim state at the last wait; `rev` guards it
// against two processes acting on one instance at once.
@Entity('wf_instance')
@Index(['businessEntity', 'businessId'])
@Index(['starterId', 'startedAt'])
export class WfInstance {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  flowType: string;

  @Column({ type: 'integer' })
  definitionId: number;

  @Column({ type: 'varchar', length: 64 })
  businessEntity: string;

  @Column({ type: 'integer' })
  businessId: number;

  @Column({ type: 'varchar', length: 32, nullable: true })
  businessCode: string | null;

  // a line for lists: "王芳 年假 3 天"
  @Column({ type: 'varchar', length: 200 })
  title: string;

  // the same line for English readers: the starter's English name, the process's nameEn (issue 11 §4)
  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn: string | null;

  @Column({ type: 'integer' })
  starterId: number;

  @Column({ type: 'integer', nullable: true })
  deptId: number | null;

  @Column({ type: 'integer', nullable: true })
  companyId: number | null;

  // running | completed | withdrawn | error
  @Column({ type: 'varchar', length: 16 })
  status: string;

  // 1 agree, 2 disagree, 3 in approval
  @Column({ type: 'varchar', length: 1 })
  result: string;

  @Column({ type: 'jsonb', nullable: true })
  state: unknown;

  @Column({ type: 'integer', default: 0 })
  rev: number;

  // ids of the elements passed and flows taken so far: the diagram marks them
  @Column({ type: 'jsonb', default: () => "'[]'" })
  trail: string[];

  @Column({ type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  endElementId: string | null;
}
