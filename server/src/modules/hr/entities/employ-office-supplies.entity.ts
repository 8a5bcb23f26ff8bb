import { Column, Entity } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// An office supplies request (officeSuppliesApplication): submit, the leader approves, the office
// administrator confirms the issue (processes/office-supplies.bpmn); the stock drops when confirmed.
@Entity('employ_office_supplies')
export class EmployOfficeSupplies extends FlowEntity {
  @Column({ type: 'integer' })
  settingId: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  purpose: string | null;
}
