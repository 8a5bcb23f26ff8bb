import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

// Tokens are opaque random strings; only their SHA-256 is stored, so a database dump signs nobody in.
@Entity('sys_token')
export class SysToken {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}

// Sign-in attempts, read by the lock-out (per username and address) and the per-address throttle.
@Entity('sys_login_attempt')
@Index(['username', 'ip', 'at'])
@Index(['ip', 'at'])
export class SysLoginAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  username: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'boolean' })
  success: boolean;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  // set on failures an administrator's unlock lifted: kept as a record, no longer counted for the lock
  @Column({ type: 'boolean', default: false })
  cleared: boolean;
}
