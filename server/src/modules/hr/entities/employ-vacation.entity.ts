import { Column, Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// A leave request (vacationApplication), approved through processes/vacation.bpmn.
@Entity('employ_vacation')
export class EmployVacation extends FlowEntity {
  @Column({ type: 'varchar', length: 8 })
  vacationType: string;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'numeric', precision: 5, scale: 1 })
  days: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;
}
