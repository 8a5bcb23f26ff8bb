import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A fee of a seafarer's disability case (boatInsuranceDisabilities): the injury and its assessed grade,
// and what the company pays for it, one row per fee (a case's rows share its number).
@Entity('boat_insurance_disability')
export class BoatInsuranceDisability extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), required: true, filter: 'eq', column: { nullable: false, index: true } })
  userId: number;

  @Field({ type: 'string', label: L('案件编号', 'Case number'), required: true, max: 32, filter: 'like', column: { nullable: false } })
  caseNo: string;

  @Field({ type: 'date', label: L('受伤日期', 'Injured on'), required: true, notFuture: true, filter: 'range', column: { nullable: false } })
  injuryDate: string;

  // grades one to ten: '10' is two characters
  @Field({ type: 'dict', dict: 'disabilityType', label: L('伤残等级', 'Disability grade'), filter: 'eq', column: { length: 2 } })
  disabilityType: string | null;

  @Field({ type: 'dict', dict: 'disabilityFeeType', label: L('费用类型', 'Fee'), required: true, filter: 'eq', column: { nullable: false } })
  feeType: string;

  @Field({ type: 'money', label: L('金额', 'Amount'), required: true, min: 0, column: { nullable: false } })
  amount: string;

  @Field({ type: 'date', label: L('支付日期', 'Paid on'), notFuture: true })
  payDate: string | null;

  @Field({ type: 'text', label: L('情况说明', 'Description'), max: 1000 })
  description: string | null;

  @Field({ type: 'file', label: L('附件', 'Attachment'), inList: false })
  attachment: string | null;
}
