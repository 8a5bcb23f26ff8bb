import { Column, Entity, PrimaryColumn } from 'typeorm';

// When a seafarer ashore is ready to join again (可派日期), kept by the dispatch module beside the
// seafarer's record and shown on it (extendResource): the reliever search and the ready-date warning read it.
@Entity('boat_user_ready')
export class CrewReadiness {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @Column({ type: 'date', nullable: true })
  readyDate: string | null;
}
