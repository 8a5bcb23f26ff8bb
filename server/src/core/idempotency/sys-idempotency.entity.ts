import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// The first answer of a creation sent with an Idempotency-Key (idempotency.ts), written in the
// operation's own transaction: a crash leaves neither the row made nor this one. Only answers that
// committed are here (a refused call rolls back with its key, so sending it again runs it again).
@Entity('sys_idempotency')
@Index(['createdAt'])
export class SysIdempotency {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @PrimaryColumn({ type: 'varchar', length: 128 })
  key: string;

  // '<Resource>.<operation>' as called: the same key on another operation is refused
  @Column({ type: 'varchar', length: 200 })
  operation: string;

  // SHA-256 of the body (keys sorted): the same key with another body is refused
  @Column({ type: 'varchar', length: 64 })
  bodyHash: string;

  // the handler's answer, as JSON text: kept as sent (jsonb would reorder its keys)
  @Column({ type: 'text' })
  answer: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
