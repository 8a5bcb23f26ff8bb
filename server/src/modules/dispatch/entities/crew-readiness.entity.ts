import { Entity, PrimaryColumn } from 'typeorm';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// When a seafarer ashore is ready to join again (可派日期), kept by the dispatch module beside the
// seafarer's record and shown on it (extendResource): the reliever search and the ready-date warning read it.
@Entity('boat_user_ready')
export class CrewReadiness {
  @Field({ type: 'date', label: L('可派日期', 'Ready from'), filter: 'range' })
  readyDate: string | null;

  @PrimaryColumn({ type: 'integer' })
  userId: number;
}
