import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A master insurance contract of the company with an insurer (boatInsuranceTotalContract): the period,
// the kind of cover, the premium and the signed contract; the seafarers' policies under it name it
// (BoatInsuranceBusi.contractId) and are listed with it.
@Entity('boat_insurance_contract')
export class BoatInsuranceContract extends BaseEntity {
  @Field({ type: 'string', label: L('合同编号', 'Contract number'), required: true, max: 64, unique: true, filter: 'like', column: { nullable: false } })
  contractNo: string;

  @Field({ type: 'ref', ref: 'BoatSupplier', refLabel: 'name', label: L('保险公司', 'Insurer'), required: true, filter: 'eq', column: { nullable: false } })
  supplierId: number;

  @Field({ type: 'dict', dict: 'busiInsuranceType', label: L('险种', 'Kind'), required: true, filter: 'eq', column: { nullable: false } })
  busiInsuranceType: string;

  @Field({ type: 'date', label: L('起保日期', 'From'), required: true, filter: 'range', column: { nullable: false } })
  startDate: string;

  @Field({ type: 'date', label: L('终止日期', 'Until'), required: true, column: { nullable: false } })
  endDate: string;

  @Field({ type: 'money', label: L('合同保费', 'Premium'), required: true, min: 0, column: { nullable: false } })
  premium: string;

  @Field({ type: 'file', label: L('合同附件', 'Signed contract'), inList: false })
  attachment: string | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
