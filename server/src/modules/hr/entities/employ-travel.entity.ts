import { Column, Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// A business trip request (businessTravelApplication), approved through processes/travel.bpmn.
@Entity('employ_travel')
export class EmployTravel extends FlowEntity {
  @Column({ type: 'varchar', length: 100 })
  destination: string;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'numeric', precision: 5, scale: 1 })
  days: string;

  @Column({ type: 'varchar', length: 8, nullable: true })
  transportMode: string | null;

  @Column({ type: 'numeric', precision: 19, scale: 4, default: 0 })
  budget: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;
}
