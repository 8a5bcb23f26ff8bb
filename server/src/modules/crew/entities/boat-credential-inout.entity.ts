import { Column, Entity, Index } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// A certificate deposited in or withdrawn from the company's safe (boatApplyForCredentialInOut),
// approved through processes/credential-inout.bpmn. inoutStatus (SPEC §4): 1 not submitted or rejected,
// 2 confirming, 3 in library (a deposit agreed), 4 complete (a withdrawal agreed).
@Entity('boat_credential_inout')
export class BoatCredentialInout extends FlowEntity {
  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @Index()
  @Column({ type: 'integer' })
  credentialId: number;

  @Column({ type: 'varchar', length: 1 })
  inoutType: string;

  @Column({ type: 'integer' })
  number: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  inReason: string | null;

  @Column({ type: 'date', nullable: true })
  storageTime: string | null;

  @Column({ type: 'varchar', length: 1, default: '1' })
  inoutStatus: string;
}
