import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// A durable timer: a BPMN timer event waiting in an instance, or a task's due-date reminder.
// Claimed with FOR UPDATE SKIP LOCKED, so it fires once after restarts and across processes.
@Entity('wf_timer')
@Index(['dueAt'])
export class WfTimer {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'uuid' })
  instanceId: string;

  // bpmn: an engine timer (executionId); reminder: a task due date (taskId)
  @Column({ type: 'varchar', length: 16 })
  kind: string;

  @Column({ type: 'varchar', length: 128, nullable: true, unique: true })
  executionId: string | null;

  @Column({ type: 'integer', nullable: true, unique: true })
  taskId: number | null;

  @Column({ type: 'timestamptz' })
  dueAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;
}
