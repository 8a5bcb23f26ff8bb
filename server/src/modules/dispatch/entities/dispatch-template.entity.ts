import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// A manning template (BoatPlanDispatchTemp): the rank slots of a ship, e.g. a bulk carrier's 21 crew.
// The plan view draws its manning table from it; a nesting plan's sign-on orders start from its slots.
@Entity('boat_plan_dispatch_temp')
export class DispatchTemplate extends BaseEntity {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 4, nullable: true })
  shipType: string | null;

  // rank:places pairs in the order of the manning table, "1:1, 2:1, 12:3" (template-slots.ts)
  @Column({ type: 'varchar', length: 400 })
  slots: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  remark: string | null;
}
