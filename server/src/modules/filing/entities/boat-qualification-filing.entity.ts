import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';
import { FILING_STATE } from '../filing.states';

// The company's filing of a seafarer's qualification with the maritime authority (boatReport, 资质备案):
// which certificate, where and when it was filed, under what number, until when it holds. The
// qualification reminder counts the filings that expire within the reader's days.
@Entity('boat_qualification_filing')
@Index(['expiryDate'])
export class BoatQualificationFiling extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), required: true, filter: 'eq', column: { nullable: false, index: true } })
  userId: number;

  @Field({ type: 'ref', ref: 'boatUserCredential', refLabel: 'name', refFilter: { userId: 'userId' }, label: L('证书', 'Certificate'), required: true, filter: 'eq', column: { nullable: false } })
  credentialId: number;

  @Field({ type: 'string', label: L('备案机关', 'Authority'), required: true, max: 100, filter: 'like', column: { nullable: false } })
  authority: string;

  @Field({ type: 'string', label: L('备案编号', 'Filing number'), max: 64, filter: 'like' })
  filingNo: string | null;

  @Field({ type: 'date', label: L('备案日期', 'Filed on'), required: true, notFuture: true, filter: 'range', column: { nullable: false } })
  filedDate: string;

  @Field({ type: 'date', label: L('有效期至', 'Valid until'), filter: 'range' })
  expiryDate: string | null;

  @Field({ type: 'dict', dict: 'filingState', label: L('备案状态', 'State'), filter: 'eq', defaultValue: FILING_STATE.Filed })
  state: string;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
