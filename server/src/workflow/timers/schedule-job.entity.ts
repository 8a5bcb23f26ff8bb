import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity';

// A timingTask job: a handler registered by bean and method name, run on a cron expression.
// nextRunAt is claimed in a transaction, so each due run happens once across server processes.
@Entity('schedule_job')
export class ScheduleJob extends BaseEntity {
  @Column({ type: 'varchar', length: 64 })
  jobName: string;

  @Column({ type: 'varchar', length: 64 })
  beanName: string;

  @Column({ type: 'varchar', length: 64 })
  methodName: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  params: string | null;

  @Column({ type: 'varchar', length: 100 })
  cronExpression: string;

  // 1 running, 0 paused
  @Column({ type: 'varchar', length: 1, default: '1' })
  status: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;

  @Index()
  @Column({ type: 'timestamptz', nullable: true })
  nextRunAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastRunAt: Date | null;
}

@Entity('schedule_job_log')
@Index(['jobId', 'startedAt'])
export class ScheduleJobLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'integer' })
  jobId: number;

  @Column({ type: 'varchar', length: 64 })
  beanName: string;

  @Column({ type: 'varchar', length: 64 })
  methodName: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  params: string | null;

  // scheduled | manual
  @Column({ type: 'varchar', length: 16 })
  trigger: string;

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'integer', nullable: true })
  durationMs: number | null;

  // running | success | failed
  @Column({ type: 'varchar', length: 16 })
  result: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  error: string | null;

  // which server process ran it (host:pid)
  @Column({ type: 'varchar', length: 128, nullable: true })
  runner: string | null;
}
