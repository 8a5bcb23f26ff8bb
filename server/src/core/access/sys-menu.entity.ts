import { Column, Entity, PrimaryColumn } from 'typeorm';

// Menu ids are fixed numbers (roles store them; the web checks them), so no generated key.
@Entity('sys_menu')
export class SysMenu {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer', nullable: true })
  parentId: number | null;

  @Column({ type: 'varchar', length: 1 })
  menuType: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  perms: string;

  @Column({ type: 'varchar', length: 64 })
  nameZh: string;

  @Column({ type: 'varchar', length: 100 })
  nameEn: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  path: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  icon: string | null;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @Column({ type: 'boolean', default: true })
  visible: boolean;

  @Column({ type: 'integer', default: 1 })
  version: number;
}
