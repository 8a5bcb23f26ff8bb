import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// One seafarer's crew change (boatPlanDispatch, 派遣单): sign-on, sign-off, promotion or ship change,
// planned in a plan and carried out once the plan is approved. status (dispatchStatus): 1 pending,
// 2 dispatching, 3 finished, 4 cancelled, 5 closed; operationStatus is the dispatching state by kind.
@Entity('boat_plan_dispatch')
@Index(['userId', 'status'])
@Index(['shipId', 'status'])
export class DispatchOrder extends BaseEntity {
  @Column({ type: 'varchar', length: 32, unique: true })
  dispatchCode: string;

  @Index()
  @Column({ type: 'integer' })
  planId: number;

  @Column({ type: 'integer' })
  userId: number;

  // dispatchOperation: 1 sign-on, 2 sign-off, 3 promotion, 4 ship change
  @Column({ type: 'varchar', length: 1 })
  operation: string;

  @Column({ type: 'integer' })
  shipownerId: number;

  // the ship joined (sign-on) or the ship the seafarer is on (the others)
  @Column({ type: 'integer' })
  shipId: number;

  // the rank joined, or held on board
  @Column({ type: 'varchar', length: 4 })
  duty: string;

  @Column({ type: 'varchar', length: 4, nullable: true })
  newDuty: string | null;

  @Column({ type: 'integer', nullable: true })
  newShipId: number | null;

  // the day of the change
  @Column({ type: 'date' })
  planDate: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  planPort: string | null;

  // the planned sign-off of the stint this order starts: certificates must be valid through it
  @Column({ type: 'date', nullable: true })
  planLeaveDate: string | null;

  // sign-on: the seafarer this one relieves (the relief forecast counts them as covered)
  @Index()
  @Column({ type: 'integer', nullable: true })
  relievesUserId: number | null;

  @Index()
  @Column({ type: 'varchar', length: 1, default: '1' })
  status: string;

  @Column({ type: 'varchar', length: 1, nullable: true })
  operationStatus: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cancelReason: string | null;

  // the stint the order ended (sign-off, promotion, ship change) or began, once carried out
  @Column({ type: 'integer', nullable: true })
  workId: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  executedAt: Date | null;

  // the warnings the user was asked about and went on with: [{ key, text: {zh, en}, by, at }]
  @Column({ type: 'jsonb', default: () => "'[]'" })
  confirmations: unknown[];

  // the compliance check as last made: { items: [{ credentialId, name, enName, held, validDate, state }] }
  @Column({ type: 'jsonb', nullable: true })
  compliance: unknown;

  // 1 compliant, 0 not
  @Column({ type: 'varchar', length: 1, default: '1' })
  compliant: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  overrideReason: string | null;

  @Column({ type: 'integer', nullable: true })
  overrideBy: number | null;

  // the order this one replaced when its date moved by more than two weeks
  @Column({ type: 'integer', nullable: true })
  regeneratedFrom: number | null;
}
