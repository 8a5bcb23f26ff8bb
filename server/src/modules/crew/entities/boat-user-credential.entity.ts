import { Column, Entity, Index } from 'typeorm';
import { CrewRecord } from './crew-record.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A seafarer's certificate (boatUserCredential). warnDate is the day it starts to warn (validDate
// less its type's warning period), kept on write and when a type's period changes, so the warning
// list is an index range; warnstatus is refreshed by the daily task and on every write.
@Entity('boat_user_credential')
// CREDENTIAL_STATUS.Valid and BeingProcessed, literal: the migration's text (the drift check compares them)
@Index(['warnDate'], { where: "credential_status IN ('1', '2')" })
// the warning list (one certificate in eight at bench size): read in the list's order and counted from
// this index alone; made in SQL by migration IndexCrewScopeAndWarnOrder (TypeORM cannot declare NULLS
// FIRST or INCLUDE)
@Index('boat_user_credential_warned', { synchronize: false })
// a seafarer's current certificate of a kind, newest validity first, from the index alone: the dispatch
// compliance check and reliever search ask it for every required kind of thousands of seafarers
// (migration IndexDispatchSearch, in SQL for the same reason)
@Index('boat_user_credential_current', { synchronize: false })
export class BoatUserCredential extends CrewRecord {
  @Field({ type: 'ref', ref: 'SysCredential', refLabel: 'name', label: L('证书类型', 'Certificate type'), required: true, filter: 'eq', column: { index: true } })
  credentialId: number;

  @Field({ type: 'string', label: L('证书名称', 'Certificate'), max: 100, filter: 'like', column: { nullable: false } })
  name: string;

  @Field({ type: 'dict', dict: 'credentialStatus', label: L('证书状态', 'Status'), filter: 'eq', readOnly: true, column: { default: '1' } })
  credentialStatus: string;

  @Field({ type: 'dict', dict: 'certificateType', label: L('证书类别', 'Category'), filter: 'eq', readOnly: true, inList: false })
  certificateType: string | null;

  @Field({ type: 'string', label: L('证书编号', 'Number'), max: 64, filter: 'eq' })
  code: string | null;

  @Field({ type: 'string', label: L('签发机构', 'Issuing authority'), max: 100 })
  organization: string | null;

  @Field({ type: 'date', notFuture: true, label: L('签发日期', 'Issue date') })
  signDate: string | null;

  @Field({ type: 'date', label: L('有效期至', 'Valid until'), filter: 'range', sortable: true })
  validDate: string | null;

  @Field({ type: 'dict', dict: 'warnStatus', label: L('预警状态', 'Warning'), filter: 'in', readOnly: true, column: { default: '0' } })
  warnstatus: string;

  // null: never deposited; otherwise the inoutStatus dictionary
  @Field({ type: 'dict', dict: 'inoutStatus', label: L('出入库状态', 'Deposit status'), filter: 'eq', readOnly: true })
  inoutStatus: string | null;

  @Field({ type: 'file', label: L('证书扫描件', 'Scan'), inList: false })
  attach: string | null;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255, inList: false })
  remark: string | null;

  @Column({ type: 'date', nullable: true })
  warnDate: string | null;
}
