import { Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A request to renew, replace or re-issue a certificate (boatApplyForCredential), approved through
// processes/credential-deal.bpmn. When agreed, the new certificate replaces the old one.
@Entity('boat_credential_deal')
export class BoatCredentialDeal extends FlowEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), filter: 'eq', required: true, column: { index: true } })
  userId: number;

  @Field({ type: 'ref', ref: 'boatUserCredential', refLabel: 'name', refFilter: { userId: 'userId' }, label: L('原证书', 'Certificate'), required: true, filter: 'eq', column: { index: true } })
  oldCredId: number;

  @Field({ type: 'dict', dict: 'dealType', label: L('办理类型', 'Type'), required: true, filter: 'eq' })
  dealType: string;

  @Field({ type: 'string', label: L('新签发机构', 'New issuing authority'), max: 100 })
  newOrganization: string | null;

  @Field({ type: 'string', label: L('新证书编号', 'New number'), max: 64 })
  newCreCode: string | null;

  @Field({ type: 'date', label: L('新签发日期', 'New issue date'), notFuture: true })
  newSignDate: string | null;

  @Field({ type: 'date', label: L('新有效期至', 'New valid until'), required: true, column: { nullable: true } })
  newValidDate: string | null;

  @Field({ type: 'text', label: L('办理原因', 'Reason'), max: 500 })
  reason: string | null;

  // the certificate made when the request was agreed
  @Field({ type: 'ref', ref: 'boatUserCredential', refLabel: 'code', label: L('新证书', 'New certificate'), readOnly: true, inList: false })
  newCredId: number | null;
}
