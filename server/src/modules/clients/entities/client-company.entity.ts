import { Column } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// What shipowners and suppliers share: a company with its address and contact (COMPANY in
// clients.resources.ts declares the same fields).
export abstract class ClientCompany extends BaseEntity {
  @Column({ type: 'varchar', length: 32, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 8, nullable: true })
  nation: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  postcode: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  telphone: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  compAddress: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  hostlinker: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  mailbox: string | null;

  @Column({ type: 'varchar', length: 1, default: '1' })
  isBusiness: string;

  // SPEC §3 lists it for shipowners and suppliers alike: a company the crew are dispatched under
  @Column({ type: 'varchar', length: 1, default: '0' })
  isAssignment: string;

  @Column({ type: 'varchar', length: 8, nullable: true })
  area: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  classify: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  category: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remarks: string | null;
}
