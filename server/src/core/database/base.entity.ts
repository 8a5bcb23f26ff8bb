import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

// Columns every declared resource carries: the version guards against stale updates (409),
// createdBy and deptId feed the own-created and department data scopes.
export abstract class BaseEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @VersionColumn({ default: 1 })
  version: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'integer', nullable: true })
  createdBy: number | null;

  @Column({ type: 'integer', nullable: true })
  updatedBy: number | null;
}
