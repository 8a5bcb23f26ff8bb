import { Column, Entity, Index } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';

// A dispatch plan (boatDispatchPlan / BoatScatPlan): the crew changes one shipowner needs, approved as a
// whole through processes/dispatch-plan.bpmn and then carried out order by order. planType says which
// of the three screens it belongs to (dispatchType: 1 planned, 2 scattered, 3 nesting, i.e. full crew).
// The counts are kept from its orders (plan-counts.ts) so lists and the flow's threshold read them.
@Entity('boat_dispatch_plan')
@Index(['shipownerId', 'planType'])
export class DispatchPlan extends FlowEntity {
  @Column({ type: 'varchar', length: 1 })
  planType: string;

  @Column({ type: 'integer' })
  shipownerId: number;

  // the ship a nesting plan mans; a planned or scattered plan may span the shipowner's ships
  @Column({ type: 'integer', nullable: true })
  shipId: number | null;

  @Column({ type: 'integer', nullable: true })
  templateId: number | null;

  // planStatus: 1 draft, 2 in progress (approved, orders dispatching), 3 finished, 4 closed
  @Index()
  @Column({ type: 'varchar', length: 1, default: '1' })
  planStatus: string;

  @Column({ type: 'date', nullable: true })
  planDate: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;

  @Column({ type: 'integer', default: 0 })
  orderCount: number;

  @Column({ type: 'integer', default: 0 })
  onBoardCount: number;

  @Column({ type: 'integer', default: 0 })
  boardingCount: number;

  @Column({ type: 'integer', default: 0 })
  signOffCount: number;

  @Column({ type: 'integer', default: 0 })
  promotionCount: number;

  @Column({ type: 'integer', default: 0 })
  shipChangeCount: number;

  // orders for a master or chief engineer: the flow's second approver looks at these
  @Column({ type: 'integer', default: 0 })
  seniorCount: number;

  // orders failing the compliance matrix, with and without an override
  @Column({ type: 'integer', default: 0 })
  nonCompliantCount: number;

  @Column({ type: 'integer', default: 0 })
  overrideCount: number;
}
