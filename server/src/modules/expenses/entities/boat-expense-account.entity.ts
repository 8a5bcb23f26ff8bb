import { Entity, Index } from 'typeorm';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';
import { FlowEntity } from '../../../workflow/flow-entity';
import { CLAIM_STATE } from '../expenses.states';

// A seafarer's expense claim (boatExpenseAccount, SPEC §3): its lines (boat_expense_account_detail) are
// the expenses he paid (EXP) and the cash advances he was given (CA); the totals are the server's, worked
// out from the lines on every write of a line. Approved through processes/crew-expense.bpmn; its state
// (claimState) moves only through claims/claim-transitions.ts.
@Entity('boat_expense_account')
@Index(['userId', 'claimState'])
export class BoatExpenseAccount extends FlowEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), required: true, filter: 'eq' })
  userId: number;

  // whose crew change the costs belong to (the reports by shipowner read it): the seafarer's current or
  // last ship's owner unless the clerk names another
  @Field({ type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), filter: 'eq', column: { index: true } })
  shipownerId: number | null;

  @Field({ type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('船舶', 'Ship'), filter: 'eq', inList: false })
  shipId: number | null;

  // the day of the claim form (today when left empty)
  @Field({ type: 'date', label: L('报销日期', 'Claim date'), notFuture: true, filter: 'range' })
  claimDate: string | null;

  @Field({ type: 'string', label: L('事由', 'Purpose'), max: 200, required: true })
  reason: string;

  @Field({ type: 'dict', dict: 'expenseClaimState', label: L('报销状态', 'Claim state'), readOnly: true, filter: 'in', defaultValue: CLAIM_STATE.Draft })
  claimState: string;

  // the totals, in yuan (lines in another currency at their rate): the seafarer's expenses, what the
  // company paid directly (not his to be paid), the cash advances he had, and what is paid to him: his
  // expenses less his advances (below zero: he gives back what is left of an advance)
  @Field({ type: 'money', label: L('报销合计', 'Expenses'), readOnly: true, defaultValue: 0 })
  expTotalFee: string;

  @Field({ type: 'money', label: L('公司已付合计', 'Paid by the company'), readOnly: true, defaultValue: 0 })
  companyPaidFee: string;

  @Field({ type: 'money', label: L('借支合计', 'Cash advances'), readOnly: true, defaultValue: 0 })
  caTotalFee: string;

  @Field({ type: 'money', label: L('应付金额', 'Amount to pay'), readOnly: true, defaultValue: 0 })
  totalFee: string;

  @Field({ type: 'int', label: L('票据张数', 'Receipts'), readOnly: true, defaultValue: 0 })
  billNum: number;

  // the day the approval ended with an agreement: the month the reports count the claim in
  @Field({ type: 'date', label: L('通过日期', 'Approved on'), readOnly: true, filter: 'range', inList: false })
  approvedOn: string | null;

  // updatePrintFlg (SPEC §7): printed at all, how often, and by whom and when last
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('已打印', 'Printed'), readOnly: true, filter: 'eq', defaultValue: '0' })
  printFlg: string;

  @Field({ type: 'int', label: L('打印次数', 'Times printed'), readOnly: true, defaultValue: 0, inList: false })
  printCount: number;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('打印人', 'Printed by'), readOnly: true, inList: false })
  printedBy: number | null;

  @Field({ type: 'datetime', label: L('打印时间', 'Printed at'), readOnly: true, inList: false })
  printedAt: Date | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
