import { Column, Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// A resignation (quitApplication), approved through processes/resignation.bpmn; an approved one sets
// the staff record's exit date.
@Entity('employ_leave')
export class EmployLeave extends FlowEntity {
  @Column({ type: 'date' })
  lastWorkDate: string;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  handover: string | null;
}
