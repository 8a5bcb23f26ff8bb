import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// A seafarer (boatUserInfo): identity, employment, personal data and codes (SPEC §3 "Crew").
// shipId, boardState and credWarn are kept by the server from the work history and the certificates,
// so lists filter on them without joins.
@Entity('boat_user_info')
@Index(['shipownerId', 'boardState'])
// own-created crew rights ask for created_by on every list
@Index(['createdBy'])
// the crew-rights columns beside the id, for judging rights on certificate and stint lists (migration
// IndexCrewScopeAndWarnOrder; TypeORM cannot declare INCLUDE)
@Index('boat_user_info_crew_rights', { synchronize: false })
export class BoatUserInfo extends BaseEntity {
  @Index()
  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  enname: string | null;

  @Column({ type: 'uuid', nullable: true })
  photo: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  sex: string | null;

  @Column({ type: 'date', nullable: true })
  birthday: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  nationality: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  nativeplace: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  marital: string | null;

  @Index({ unique: true, where: 'id_number IS NOT NULL' })
  @Column({ type: 'varchar', length: 32, nullable: true })
  idNumber: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  linkertel: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  linkertel2: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  qq: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  weixin: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  postcode: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  airport: string | null;

  @Column({ type: 'date', nullable: true })
  entrytime: string | null;

  @Column({ type: 'date', nullable: true })
  dimissiontime: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  crewcategory: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  crewtype: string | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  crewbuyers: number | null;

  @Column({ type: 'integer', nullable: true })
  shipownerId: number | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  shipId: number | null;

  @Index()
  @Column({ type: 'varchar', length: 2, nullable: true })
  duty: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  certificateduty: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  boattype: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  zone: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  branchoffice: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  recommender: string | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  deptId: number | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  socialaccount: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  education: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  major: string | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ type: 'integer', nullable: true })
  weight: number | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  clothesSize: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  shoesize: string | null;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  internalCode: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  selfCode: string | null;

  @Column({ type: 'varchar', length: 1, default: '0' })
  isConfirm: string;

  @Column({ type: 'varchar', length: 1, nullable: true })
  insuranceStatus: string | null;

  @Column({ type: 'numeric', precision: 19, scale: 4, default: 0 })
  balance: string;

  @Column({ type: 'varchar', length: 1, default: '0' })
  isSalaryDeduct: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remarks: string | null;

  // 1 on board, 2 ashore: follows the open stint of the work history
  @Column({ type: 'varchar', length: 1, default: '2' })
  boardState: string;

  // the worst state of the seafarer's valid certificates: 0 normal, 1 warning, 2 expired
  @Index()
  @Column({ type: 'varchar', length: 1, default: '0' })
  credWarn: string;
}
