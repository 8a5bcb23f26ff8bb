import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// The approval record of a flow: submit, approve, reject, withdraw, timer and end, with who acted
// and on whose behalf ("B for A").
@Entity('wf_history')
@Index(['instanceId', 'at'])
export class WfHistory {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  instanceId: string;

  @Column({ type: 'integer', nullable: true })
  taskId: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  elementId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  elementName: string | null;

  // submit | approve | reject | withdraw | remind | timer | end | close (ended from outside its flow)
  @Column({ type: 'varchar', length: 16 })
  action: string;

  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ type: 'integer', nullable: true })
  onBehalfOf: number | null;

  // what an approver wrote, as written
  @Column({ type: 'varchar', length: 1000, nullable: true })
  comment: string | null;

  // what the system said instead (why a request was closed): a declared message (defineMessages) and its
  // parameters, rendered in each reader's language when the history is read
  @Column({ type: 'varchar', length: 64, nullable: true })
  commentKey: string | null;

  @Column({ type: 'jsonb', nullable: true })
  commentParams: Record<string, unknown> | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}
