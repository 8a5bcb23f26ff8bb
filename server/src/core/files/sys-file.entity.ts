import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

// Uploaded files live in PostgreSQL so that every server process sees them and none sits in the
// web root; the id is random and is the only name a caller ever learns.
@Entity('sys_file')
export class SysFile {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id: string;

  @Index()
  @Column({ type: 'varchar', length: 32 })
  folder: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'varchar', length: 128 })
  mimeType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  @Column({ type: 'bytea', select: false })
  data: Buffer;

  @Column({ type: 'integer', nullable: true })
  createdBy: number | null;

  @Column({ type: 'integer', nullable: true })
  deptId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
