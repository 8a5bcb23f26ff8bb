import { Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// An appraisal of a seafarer by ship and rank (boatEvaluate).
@Entity('boat_evaluate')
export class BoatEvaluate extends CrewRecord {
  @Field({ type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), filter: 'eq' })
  shipownerId: number | null;

  @Field({ type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('船舶', 'Ship') })
  shipId: number | null;

  @Field({ type: 'dict', dict: 'duty', label: L('职务', 'Rank'), column: { length: 2 } })
  duty: string | null;

  @Field({ type: 'dict', dict: 'evaluateGrade', label: L('评价等级', 'Grade'), required: true, filter: 'eq' })
  grade: string;

  @Field({ type: 'date', notFuture: true, label: L('评价日期', 'Date') })
  evaluateDate: string | null;

  @Field({ type: 'text', label: L('评价意见', 'Comments'), max: 1000 })
  proposal: string | null;
}
