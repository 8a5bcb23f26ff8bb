import { Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A seafarer's agreed monthly wage on a ship and rank from a date (boatWage).
@Entity('boat_wage')
export class BoatWage extends CrewRecord {
  @Field({ type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner') })
  shipownerId: number | null;

  @Field({ type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('船舶', 'Ship') })
  shipId: number | null;

  @Field({ type: 'dict', dict: 'duty', label: L('职务', 'Rank'), column: { length: 2 } })
  duty: string | null;

  @Field({ type: 'dict', dict: 'currency', label: L('币种', 'Currency'), required: true, defaultValue: 'USD', column: { length: 3, default: null } })
  currency: string;

  @Field({ type: 'money', label: L('月工资', 'Monthly wage'), required: true, min: 0.01 })
  wages: string;

  @Field({ type: 'date', label: L('起始日期', 'From'), required: true })
  startDate: string;

  @Field({ type: 'date', label: L('截止日期', 'Until') })
  endDate: string | null;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255 })
  remark: string | null;
}
