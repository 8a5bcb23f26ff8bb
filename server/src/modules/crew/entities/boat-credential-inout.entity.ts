import { Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A certificate deposited in or withdrawn from the company's safe (boatApplyForCredentialInOut),
// approved through processes/credential-inout.bpmn. inoutStatus (SPEC §4): 1 not submitted or rejected,
// 2 confirming, 3 in library (a deposit agreed), 4 complete (a withdrawal agreed).
@Entity('boat_credential_inout')
export class BoatCredentialInout extends FlowEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), filter: 'eq', required: true, column: { index: true } })
  userId: number;

  @Field({ type: 'ref', ref: 'boatUserCredential', refLabel: 'name', refFilter: { userId: 'userId' }, label: L('证书', 'Certificate'), required: true, filter: 'eq', column: { index: true } })
  credentialId: number;

  @Field({ type: 'dict', dict: 'inoutType', label: L('类型', 'Deposit or withdrawal'), required: true, filter: 'eq' })
  inoutType: string;

  @Field({ type: 'int', label: L('份数', 'Copies'), required: true, min: 1, max: 99, defaultValue: 1, column: { default: null } })
  number: number;

  @Field({ type: 'date', label: L('存取日期', 'Date'), filter: 'range' })
  storageTime: string | null;

  @Field({ type: 'text', label: L('原因', 'Reason'), max: 500 })
  inReason: string | null;

  @Field({ type: 'dict', dict: 'inoutStatus', label: L('出入库状态', 'Deposit status'), readOnly: true, filter: 'eq', column: { default: '1' } })
  inoutStatus: string;
}
