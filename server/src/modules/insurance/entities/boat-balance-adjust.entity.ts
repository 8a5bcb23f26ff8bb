import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// One change of a seafarer's balance (BoatBlanceAdjust): a prepayment, a personal share taken for a
// month's insurance, its reversal, or a clerk's adjustment. Rows are never changed or removed but for
// their remarks: the balance is always the sum of its history (balance/balance.service.ts writes both).
@Entity('boat_balance_adjust')
@Index(['userId', 'id'])
export class BoatBalanceAdjust extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), required: true, filter: 'eq', createOnly: true, column: { nullable: false } })
  userId: number;

  @Field({ type: 'dict', dict: 'balanceAdjustType', label: L('调整类型', 'Kind'), readOnly: true, filter: 'eq', column: { nullable: false } })
  adjustType: string;

  // signed: a credit is positive, a deduction negative
  @Field({ type: 'money', label: L('调整金额', 'Amount'), required: true, createOnly: true, column: { nullable: false } })
  amount: string;

  @Field({ type: 'money', label: L('调整前余额', 'Balance before'), readOnly: true, column: { nullable: false } })
  previousBalance: string;

  @Field({ type: 'money', label: L('调整后余额', 'Balance after'), readOnly: true, column: { nullable: false } })
  newBalance: string;

  @Field({ type: 'string', label: L('原因', 'Reason'), required: true, max: 200, createOnly: true })
  reason: string;

  // the payment row whose personal share it took (or gave back)
  @Field({ type: 'ref', ref: 'boatInsuranceDetail', label: L('缴费记录', 'Payment'), readOnly: true, inList: false, column: { index: true } })
  detailId: number | null;

  @Field({ type: 'ref', ref: 'boatInsuranceApply', refLabel: 'code', label: L('申报', 'Declaration'), readOnly: true, inList: false })
  applyId: number | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
