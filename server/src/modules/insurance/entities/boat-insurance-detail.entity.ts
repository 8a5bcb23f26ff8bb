import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';
import { PAY_STATUS } from '../insurance.states';

// A month's payment for one seafarer and one kind (boatInsurancePay): generated from the covers in force
// that month (payments/month-generation.ts), submitted, confirmed paid, and sealed with its month.
// One row per seafarer, month and kind: a second cover can never pay the same month twice.
@Entity('boat_insurance_detail')
@Index(['userId', 'year', 'month', 'insuranceType'], { unique: true })
@Index(['year', 'month', 'paystatus'])
// a month's rows in id order (its export's batches), and months by date (the reports' period)
@Index(['year', 'month', 'id'])
@Index('boat_insurance_detail_month', { synchronize: false })
export class BoatInsuranceDetail extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), readOnly: true, filter: 'eq', column: { nullable: false } })
  userId: number;

  @Field({ type: 'int', label: L('年度', 'Year'), readOnly: true, filter: 'eq', sortable: true, column: { nullable: false } })
  year: number;

  @Field({ type: 'int', label: L('月份', 'Month'), readOnly: true, filter: 'eq', sortable: true, column: { nullable: false } })
  month: number;

  @Field({ type: 'dict', dict: 'insuranceType', label: L('险种', 'Insurance type'), readOnly: true, filter: 'eq', column: { nullable: false } })
  insuranceType: string;

  @Field({ type: 'dict', dict: 'payStatus', label: L('缴费状态', 'Payment status'), readOnly: true, filter: 'eq', defaultValue: PAY_STATUS.NotPaid })
  paystatus: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('已封存', 'Sealed'), readOnly: true, filter: 'eq', column: { nullable: false, default: '0' } })
  sealed: string;

  @Field({ type: 'ref', ref: 'BoatInsuranceBase', refLabel: 'name', label: L('社保参数', 'Parameters'), readOnly: true, filter: 'eq', column: { nullable: false, index: true } })
  baseId: number;

  @Field({ type: 'ref', ref: 'boatInsuranceCover', label: L('参保记录', 'Cover'), readOnly: true, inList: false, column: { nullable: false, index: true } })
  coverId: number;

  @Field({ type: 'money', label: L('缴费基数', 'Base'), readOnly: true, column: { nullable: false } })
  insuranceBase: string;

  @Field({ type: 'money', label: L('公司缴纳', 'Company part'), readOnly: true, column: { nullable: false } })
  companyAmount: string;

  @Field({ type: 'money', label: L('个人缴纳', 'Personal part'), readOnly: true, column: { nullable: false } })
  personAmount: string;

  // both parts and the fees
  @Field({ type: 'money', label: L('缴纳金额', 'Amount'), readOnly: true, column: { nullable: false } })
  payAmount: string;

  @Field({ type: 'money', label: L('社保卡工本费', 'Social card fee'), readOnly: true, inList: false, column: { nullable: false, default: 0 } })
  cardFee: string;

  @Field({ type: 'money', label: L('伤残费用', 'Disability fee'), readOnly: true, inList: false, column: { nullable: false, default: 0 } })
  disabilityFee: string;

  // the seafarer's balance after his personal part was taken from it (set when the payment is confirmed)
  @Field({ type: 'money', label: L('余额', 'Balance'), readOnly: true })
  balance: string | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('提交人', 'Submitted by'), readOnly: true, inList: false })
  submittedBy: number | null;

  @Field({ type: 'datetime', label: L('提交时间', 'Submitted'), readOnly: true, inList: false })
  submittedAt: Date | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('确认人', 'Confirmed by'), readOnly: true, inList: false })
  paidBy: number | null;

  @Field({ type: 'datetime', label: L('确认时间', 'Confirmed'), readOnly: true, inList: false })
  paidAt: Date | null;
}
