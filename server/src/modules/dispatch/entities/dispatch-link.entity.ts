import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';

// An application made from a dispatch plan for one of its orders (a check item): a certificate renewal
// today; insurance, ticket, hotel and clothes when those modules land. kind names a registered link kind
// (link-kinds.ts); state: 1 open, 2 closed (cancelled with the item or the order).
@Entity('boat_dispatch_link')
@Index(['kind', 'appId'], { unique: true })
export class DispatchLink extends BaseEntity {
  @Index()
  @Column({ type: 'integer' })
  orderId: number;

  @Column({ type: 'varchar', length: 32 })
  kind: string;

  @Column({ type: 'integer' })
  appId: number;

  @Column({ type: 'varchar', length: 1, default: '1' })
  state: string;
}
