import { Column, Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// An overtime request (overtimeApplication), approved through processes/overtime.bpmn; an approved
// one adds its hours to the staff record.
@Entity('employ_over_time')
export class EmployOverTime extends FlowEntity {
  @Column({ type: 'timestamptz' })
  beginAt: Date;

  @Column({ type: 'timestamptz' })
  endAt: Date;

  @Column({ type: 'numeric', precision: 5, scale: 1 })
  hours: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;
}
