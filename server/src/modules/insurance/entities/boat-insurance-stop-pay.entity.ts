import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A cover that was stopped (boatInsurancePayStop): by an approved stop declaration (a sign-off, a
// dismissal) or when the dispatch order that made it ended. continueById continues paying through a new
// pay declaration, which this row then names.
@Entity('boat_insurance_stop_pay')
export class BoatInsuranceStopPay extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), readOnly: true, filter: 'eq', column: { nullable: false, index: true } })
  userId: number;

  @Field({ type: 'ref', ref: 'boatInsuranceCover', label: L('参保记录', 'Cover'), readOnly: true, inList: false, column: { nullable: false, unique: true } })
  coverId: number;

  // the declaration whose cover stopped
  @Field({ type: 'ref', ref: 'boatInsuranceApply', refLabel: 'code', label: L('原申报', 'Declaration stopped'), readOnly: true, filter: 'eq', column: { nullable: false } })
  payApplyId: number;

  // the stop declaration that stopped it (none: its dispatch order ended)
  @Field({ type: 'ref', ref: 'boatInsuranceApply', refLabel: 'code', label: L('停缴申报', 'Stop declaration'), readOnly: true })
  stopApplyId: number | null;

  @Field({ type: 'date', label: L('停缴日期', 'Stopped on'), readOnly: true, filter: 'range', column: { nullable: false } })
  stopDate: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('已续缴', 'Continued'), readOnly: true, filter: 'eq', column: { nullable: false, default: '0' } })
  continued: string;

  @Field({ type: 'ref', ref: 'boatInsuranceApply', refLabel: 'code', label: L('续缴申报', 'Continuing declaration'), readOnly: true })
  continueApplyId: number | null;
}
