import { Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A staff expense claim (employeeReimbursement), approved through processes/staff-expense.bpmn.
@Entity('employ_expense')
export class EmployExpense extends FlowEntity {
  @Field({ type: 'dict', dict: 'staffExpenseType', label: L('费用类型', 'Expense type'), required: true, filter: 'eq', column: { length: 8 } })
  expenseType: string;

  @Field({ type: 'date', notFuture: true, label: L('费用日期', 'Date'), required: true, filter: 'range' })
  expenseDate: string;

  @Field({ type: 'money', label: L('金额（元）', 'Amount (CNY)'), required: true, min: 0.01, max: 1000000000 })
  amount: string;

  @Field({ type: 'int', label: L('单据张数', 'Receipts'), min: 0, max: 999, defaultValue: 1 })
  billNum: number;

  @Field({ type: 'text', label: L('说明', 'Description'), max: 500 })
  description: string | null;

  @Field({ type: 'file', label: L('附件', 'Attachment'), inList: false })
  attach: string | null;
}
