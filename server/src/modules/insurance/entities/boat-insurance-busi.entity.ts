import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';
import { POLICY_STATE } from '../insurance.states';

// A commercial policy of one seafarer (boatInsuranceBusinessM): accident, crew liability, employer's
// liability or supplementary medical cover bought from an insurer, under a master contract where the
// company has one. Stopped (stop) when he leaves before its end.
@Entity('boat_insurance_busi')
@Index(['userId', 'state'])
export class BoatInsuranceBusi extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), required: true, filter: 'eq', column: { nullable: false } })
  userId: number;

  @Field({ type: 'dict', dict: 'busiInsuranceType', label: L('险种', 'Kind'), required: true, filter: 'eq', column: { nullable: false } })
  busiInsuranceType: string;

  @Field({ type: 'ref', ref: 'BoatSupplier', refLabel: 'name', label: L('保险公司', 'Insurer'), required: true, filter: 'eq', column: { nullable: false } })
  supplierId: number;

  // the company's master contract it was bought under, if any (the filing module's contracts)
  @Field({ type: 'ref', ref: 'boatInsuranceTotalContract', refLabel: 'contractNo', label: L('总合同', 'Master contract'), filter: 'eq', inList: false, column: { index: true } })
  contractId: number | null;

  @Field({ type: 'string', label: L('保单号', 'Policy number'), max: 64, filter: 'like' })
  policyNo: string | null;

  @Field({ type: 'date', label: L('起保日期', 'Cover from'), required: true, filter: 'range', column: { nullable: false } })
  startDate: string;

  @Field({ type: 'date', label: L('终止日期', 'Cover until'), required: true, column: { nullable: false } })
  endDate: string;

  @Field({ type: 'money', label: L('保费', 'Premium'), required: true, min: 0, column: { nullable: false } })
  premium: string;

  @Field({ type: 'money', label: L('保额', 'Sum insured'), min: 0 })
  insuredAmount: string | null;

  @Field({ type: 'dict', dict: 'policyState', label: L('保单状态', 'Policy state'), readOnly: true, filter: 'eq', defaultValue: POLICY_STATE.InForce })
  state: string;

  @Field({ type: 'date', label: L('停保日期', 'Stopped on'), readOnly: true })
  stopDate: string | null;

  @Field({ type: 'string', label: L('停保原因', 'Reason for stopping'), readOnly: true, max: 200, inList: false })
  stopReason: string | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
