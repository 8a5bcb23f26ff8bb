import { Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// Money a seafarer owes the company (boatDebt): advances, fees paid on their behalf.
@Entity('boat_debt')
export class BoatDebt extends CrewRecord {
  @Field({ type: 'string', label: L('船员编号', 'Crew number'), max: 32, readOnly: true })
  seamanCode: string | null;

  @Field({ type: 'string', label: L('项目', 'Item'), required: true, max: 100 })
  projectName: string;

  @Field({ type: 'dict', dict: 'debtType', label: L('欠款类型', 'Type'), required: true, filter: 'eq' })
  debtType: string;

  @Field({ type: 'dict', dict: 'currency', label: L('币种', 'Currency'), required: true, defaultValue: 'CNY', column: { length: 3, default: null } })
  currency: string;

  @Field({ type: 'money', label: L('金额', 'Amount'), required: true, min: 0.01 })
  debtAmount: string;

  @Field({ type: 'date', notFuture: true, label: L('日期', 'Date'), filter: 'range' })
  debtDate: string | null;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255 })
  remark: string | null;
}
