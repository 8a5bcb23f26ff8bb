import { Column, Entity, Index } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// A request to renew, replace or re-issue a certificate (boatApplyForCredential), approved through
// processes/credential-deal.bpmn. When agreed, the new certificate replaces the old one.
@Entity('boat_credential_deal')
export class BoatCredentialDeal extends FlowEntity {
  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @Index()
  @Column({ type: 'integer' })
  oldCredId: number;

  @Column({ type: 'varchar', length: 1 })
  dealType: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  newOrganization: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  newCreCode: string | null;

  @Column({ type: 'date', nullable: true })
  newSignDate: string | null;

  @Column({ type: 'date', nullable: true })
  newValidDate: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  // the certificate made when the request was agreed
  @Column({ type: 'integer', nullable: true })
  newCredId: number | null;
}
