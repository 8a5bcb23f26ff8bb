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

  @Column({ type: 'varchar', length: 1000, nullable: true })
  comment: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}
