import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

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
// the crew information report groups from it by shipowner, carrying the columns it counts, filters and
// scopes by (migration CreateCrewViews)
@Index('boat_user_info_by_shipowner', { synchronize: false })
export class BoatUserInfo extends BaseEntity {
  // what a crew manager scans a list for first
  @Index({ unique: true })
  @Field({ type: 'string', label: L('内部编号', 'Crew number'), max: 32, unique: true, filter: 'eq', column: { unique: false, nullable: false } })
  internalCode: string;

  @Field({ type: 'string', label: L('姓名', 'Name'), required: true, max: 64, filter: 'like', column: { index: true } })
  name: string;

  @Field({ type: 'string', label: L('英文名', 'Name in English'), max: 100, filter: 'like', englishOf: 'name' })
  enname: string | null;

  @Field({ type: 'dict', dict: 'gender', label: L('性别', 'Sex'), required: true, column: { nullable: true } })
  sex: string | null;

  @Field({ type: 'dict', dict: 'duty', label: L('职务', 'Rank'), filter: 'eq', column: { index: true, length: 2 } })
  duty: string | null;

  @Field({ type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('所属船东', 'Shipowner'), filter: 'eq' })
  shipownerId: number | null;

  @Field({ type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('当前船舶', 'Current ship'), filter: 'eq', readOnly: true, column: { index: true } })
  shipId: number | null;

  // 1 on board, 2 ashore: follows the open stint of the work history
  @Field({ type: 'dict', dict: 'boardState', label: L('在船状态', 'On board'), filter: 'eq', readOnly: true, column: { default: '2' } })
  boardState: string;

  // the worst state of the seafarer's valid certificates: 0 normal, 1 warning, 2 expired
  @Field({ type: 'dict', dict: 'warnStatus', label: L('证书状态', 'Certificates'), filter: 'in', readOnly: true, column: { index: true, default: '0' } })
  credWarn: string;

  @Field({ type: 'dict', dict: 'crewCategory', label: L('船员类别', 'Crew category'), filter: 'eq' })
  crewcategory: string | null;

  @Field({ type: 'dict', dict: 'crewType', label: L('船员性质', 'Crew type'), filter: 'eq' })
  crewtype: string | null;

  @Field({ type: 'dict', dict: 'nationality', label: L('国籍', 'Nationality'), filter: 'eq', defaultValue: 'CN', column: { length: 2, nullable: true, default: null } })
  nationality: string | null;

  @Field({ type: 'string', format: 'phone', label: L('联系电话', 'Phone'), max: 32 })
  linkertel: string | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('负责业务员', 'Crew coordinator'), filter: 'eq', column: { index: true } })
  crewbuyers: number | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('信息已确认', 'Record confirmed'), filter: 'eq', defaultValue: '0' })
  isConfirm: string;

  // identity, contact and employment
  @Field({ type: 'file', label: L('照片', 'Photo'), inList: false })
  photo: string | null;

  @Field({ type: 'date', notFuture: true, label: L('出生日期', 'Date of birth'), filter: 'range', inList: false })
  birthday: string | null;

  @Field({ type: 'string', label: L('籍贯', 'Place of origin'), max: 100, inList: false })
  nativeplace: string | null;

  @Field({ type: 'dict', dict: 'marital', label: L('婚姻状况', 'Marital status'), inList: false })
  marital: string | null;

  // a resident identity card number for nationality CN, a foreign seafarer's own number otherwise:
  // checked by CrewOperations.identityNumber, which sees the nationality
  @Index({ unique: true, where: 'id_number IS NOT NULL' })
  @Field({ type: 'string', label: L('身份证号', 'ID card number'), max: 32, unique: true, filter: 'eq', inList: false, column: { unique: false } })
  idNumber: string | null;

  @Field({ type: 'string', format: 'phone', label: L('备用电话', 'Second phone'), max: 32, inList: false })
  linkertel2: string | null;

  @Field({ type: 'string', label: L('QQ', 'QQ'), max: 32, inList: false })
  qq: string | null;

  @Field({ type: 'string', label: L('微信', 'WeChat'), max: 64, inList: false })
  weixin: string | null;

  @Field({ type: 'string', format: 'email', label: L('邮箱', 'Email'), max: 128, inList: false })
  email: string | null;

  @Field({ type: 'string', label: L('家庭住址', 'Home address'), max: 255, inList: false })
  address: string | null;

  @Field({ type: 'string', label: L('邮编', 'Postcode'), max: 16, inList: false })
  postcode: string | null;

  @Field({ type: 'string', label: L('就近机场', 'Nearest airport'), max: 64, inList: false })
  airport: string | null;

  @Field({ type: 'date', notFuture: true, label: L('入职日期', 'Entry date'), filter: 'range', inList: false })
  entrytime: string | null;

  @Field({ type: 'date', notFuture: true, label: L('离职日期', 'Exit date'), inList: false })
  dimissiontime: string | null;

  @Field({ type: 'dict', dict: 'duty', label: L('证书职务', 'Rank on certificate'), inList: false, column: { length: 2 } })
  certificateduty: string | null;

  @Field({ type: 'dict', dict: 'shipType', label: L('适任船型', 'Ship type experience'), filter: 'eq', inList: false, column: { length: 2 } })
  boattype: string | null;

  @Field({ type: 'dict', dict: 'zone', label: L('区域', 'Region'), filter: 'eq', inList: false })
  zone: string | null;

  @Field({ type: 'dict', dict: 'branchOffice', label: L('所属分公司', 'Branch office'), filter: 'eq', inList: false })
  branchoffice: string | null;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('管辖部门', 'Managed by'), filter: 'eq', inList: false, column: { index: true } })
  deptId: number | null;

  @Field({ type: 'string', label: L('推荐人', 'Recommender'), max: 64, inList: false })
  recommender: string | null;

  @Field({ type: 'string', label: L('社保账号', 'Social security number'), max: 32, inList: false })
  socialaccount: string | null;

  @Field({ type: 'dict', dict: 'education', label: L('学历', 'Education'), inList: false })
  education: string | null;

  @Field({ type: 'string', label: L('专业', 'Major'), max: 64, inList: false })
  major: string | null;

  @Field({ type: 'int', label: L('身高（厘米）', 'Height (cm)'), min: 100, max: 250, inList: false })
  height: number | null;

  @Field({ type: 'int', label: L('体重（公斤）', 'Weight (kg)'), min: 30, max: 250, inList: false })
  weight: number | null;

  @Field({ type: 'dict', dict: 'workClothesSize', label: L('工作服尺码', 'Work clothes size'), inList: false, column: { length: 4 } })
  clothesSize: string | null;

  @Field({ type: 'dict', dict: 'shoeSize', label: L('鞋码', 'Shoe size'), inList: false, column: { length: 4 } })
  shoesize: string | null;

  @Field({ type: 'string', label: L('自编号', 'Own number'), max: 32, filter: 'eq', inList: false })
  selfCode: string | null;

  @Field({ type: 'dict', dict: 'insuranceStatus', label: L('参保状态', 'Insurance status'), readOnly: true, inList: false })
  insuranceStatus: string | null;

  @Field({ type: 'money', label: L('余额', 'Balance'), readOnly: true, inList: false, column: { default: 0 } })
  balance: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('工资代扣', 'Deduct from wages'), defaultValue: '0', inList: false })
  isSalaryDeduct: string;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
