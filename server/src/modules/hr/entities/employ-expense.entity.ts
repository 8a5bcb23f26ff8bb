import { Column, Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// A staff expense claim (employeeReimbursement), approved through processes/staff-expense.bpmn.
@Entity('employ_expense')
export class EmployExpense extends FlowEntity {
  @Column({ type: 'varchar', length: 8 })
  expenseType: string;

  @Column({ type: 'date' })
  expenseDate: string;

  @Column({ type: 'numeric', precision: 19, scale: 4 })
  amount: string;

  @Column({ type: 'integer', default: 1 })
  billNum: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'uuid', nullable: true })
  attach: string | null;
}
