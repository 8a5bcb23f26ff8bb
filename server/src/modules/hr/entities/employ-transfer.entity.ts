import { Column, Entity, Index } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// A transfer of a member of staff to another department (transferManage), approved through
// processes/transfer.bpmn; an approved one moves the staff record. deptId (of FlowEntity) is the
// department the person leaves: its leader approves first.
@Entity('employ_transfer')
export class EmployTransfer extends FlowEntity {
  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'integer' })
  toDeptId: number;

  @Column({ type: 'date' })
  effectiveDate: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;
}
