import { Entity, Index } from 'typeorm';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';
import { BaseEntity } from '../../../core/database/base.entity';
import { HOME_CURRENCY } from '../expenses.states';

// One line of a claim: an expense (EXP) or a cash advance (CA), in its currency, counted in yuan at its
// rate. Changed only while its claim is a draft; finance marks it checked against its receipts during
// the review. A line may name the booking it pays for (expenses.api.ts: a booking is claimed once, by
// its own seafarer, and never when the company paid it).
@Entity('boat_expense_account_detail')
@Index(['bookingKind', 'bookingId'])
export class BoatExpenseAccountDetail extends BaseEntity {
  @Field({ type: 'ref', ref: 'boatExpenseAccount', refLabel: 'code', label: L('报销单', 'Claim'), required: true, createOnly: true, filter: 'eq', column: { index: true } })
  accountId: number;

  @Field({ type: 'dict', dict: 'feeGroup', label: L('费用类别', 'Fee group'), required: true, filter: 'eq', column: { length: 3 } })
  feeGroup: string;

  // required for an expense; an advance may say what it was for
  @Field({ type: 'dict', dict: 'feeType', label: L('费用类型', 'Fee type'), filter: 'eq' })
  feeType: string | null;

  @Field({ type: 'date', label: L('费用日期', 'Date'), required: true, notFuture: true })
  feeDate: string;

  @Field({ type: 'dict', dict: 'currency', label: L('币种', 'Currency'), defaultValue: HOME_CURRENCY, column: { length: 3 } })
  currency: string;

  @Field({ type: 'money', label: L('金额', 'Amount'), required: true, min: 0.01, max: 100000000 })
  amount: string;

  // yuan for one unit of the currency, as finance converts the receipt: the server writes 1 for yuan, and
  // another currency needs it given
  @Field({ type: 'number', label: L('汇率', 'Exchange rate'), min: 0.000001, max: 100000, column: { precision: 12, scale: 6 } })
  exchangeRate: number | null;

  @Field({ type: 'money', label: L('折合人民币', 'Amount in CNY'), readOnly: true, computed: { op: 'cnyAmount', from: ['amount', 'currency', 'exchangeRate'] } })
  cnyAmount: string | null;

  @Field({ type: 'int', label: L('票据张数', 'Receipts'), min: 0, max: 999, defaultValue: 1 })
  billNum: number;

  // 公司已付: paid by the company directly (a ticket it bought): listed for the trip's cost, not paid to him
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('公司已付', 'Paid by the company'), defaultValue: '0', filter: 'eq' })
  companyPaid: string;

  // finance checked the line against its receipt (or the company's payment)
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('已核对', 'Checked'), readOnly: true, defaultValue: '0', filter: 'eq' })
  checked: string;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('核对人', 'Checked by'), readOnly: true, inList: false })
  checkedBy: number | null;

  @Field({ type: 'datetime', label: L('核对时间', 'Checked at'), readOnly: true, inList: false })
  checkedAt: Date | null;

  // the booking the line pays for, of a kind a bookings module registered (registerClaimableBooking)
  @Field({ type: 'string', label: L('预订类型', 'Booking kind'), max: 20, inList: false })
  bookingKind: string | null;

  @Field({ type: 'int', label: L('预订编号', 'Booking number'), min: 1, inList: false })
  bookingId: number | null;

  @Field({ type: 'string', label: L('说明', 'Note'), max: 200 })
  note: string | null;
}
