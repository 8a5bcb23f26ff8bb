import { Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A seafarer's bank account (boatBank): where wages go; one may be marked as used first.
@Entity('boat_bank')
export class BoatBank extends CrewRecord {
  @Field({ type: 'string', label: L('持卡人', 'Account holder'), required: true, max: 64 })
  cardholder: string;

  @Field({ type: 'dict', dict: 'relationship', label: L('与船员关系', 'Relationship'), inList: false, column: { length: 2 } })
  relationship: string | null;

  @Field({ type: 'string', label: L('账号', 'Account number'), required: true, max: 64 })
  account: string;

  @Field({ type: 'dict', dict: 'currency', label: L('币种', 'Currency'), defaultValue: 'CNY', column: { length: 3, nullable: true, default: null } })
  currency: string | null;

  @Field({ type: 'string', label: L('开户行', 'Bank'), max: 100 })
  depositBank: string | null;

  @Field({ type: 'string', label: L('支行', 'Branch'), max: 100 })
  branch: string | null;

  @Field({ type: 'string', label: L('省份', 'Province'), max: 32, inList: false })
  province: string | null;

  @Field({ type: 'string', label: L('城市', 'City'), max: 32, inList: false })
  city: string | null;

  @Field({ type: 'string', label: L('SWIFT 代码', 'SWIFT code'), max: 16 })
  swiftcode: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('优先使用', 'Used first'), defaultValue: '0' })
  priorityUsed: string;
}
