import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// An approval step waiting for, or done by, a person. The to-do list reads this table only.
// assigneeId is who must act now; onBehalfOf is set when an agent holds the task for that approver.
@Entity('wf_task')
@Index(['assigneeId', 'status', 'createdAt'])
@Index(['completedBy', 'completedAt'])
@Index(['instanceId'])
// partial indexes of open tasks, made in SQL by the migration (TypeORM cannot declare GIN ones)
@Index('IDX_wf_task_open_assignee', { synchronize: false })
@Index('IDX_wf_task_open_users', { synchronize: false })
@Index('IDX_wf_task_open_roles', { synchronize: false })
export class WfTask {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'uuid' })
  instanceId: string;

  @Column({ type: 'varchar', length: 64 })
  flowType: string;

  @Column({ type: 'varchar', length: 64 })
  elementId: string;

  // the engine's executionId; one open task per execution
  @Column({ type: 'varchar', length: 128, unique: true })
  executionId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  // the step's camunda:property nameEn, for English readers
  @Column({ type: 'varchar', length: 200, nullable: true })
  nameEn: string | null;

  @Column({ type: 'integer', nullable: true })
  assigneeId: number | null;

  @Column({ type: 'integer', nullable: true })
  onBehalfOf: number | null;

  // candidate roles (by id): anyone holding one may take the task
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  candidateRoleIds: number[];

  // several people qualify (two department heads): whoever acts first completes it
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  candidateUserIds: number[];

  // copied from the instance for the list: no join on the hot path
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn: string | null;

  @Column({ type: 'varchar', length: 64 })
  businessEntity: string;

  @Column({ type: 'integer' })
  businessId: number;

  @Column({ type: 'integer' })
  starterId: number;

  // open | completed | cancelled
  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: string;

  // 1 agree, 2 disagree
  @Column({ type: 'varchar', length: 1, nullable: true })
  result: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  comment: string | null;

  @Column({ type: 'integer', nullable: true })
  completedBy: number | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  dueAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  remindedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
