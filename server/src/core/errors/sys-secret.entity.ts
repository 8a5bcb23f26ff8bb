import { Column, Entity, PrimaryColumn } from 'typeorm';

// Keys every server process must share (the "continue?" tokens' HMAC key): made once by whichever
// process needs one first, read by the others. Never answered by any operation.
@Entity('sys_secret')
export class SysSecret {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 128 })
  value: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
