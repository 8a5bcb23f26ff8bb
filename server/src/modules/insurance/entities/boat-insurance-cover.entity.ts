import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';
import { COVER_STATE } from '../insurance.states';

// One seafarer's social security on one set of terms from a first day to a last (none: in force): made
// when a pay or change declaration is approved, ended by a stop or a change. A month's payment rows are
// generated from the covers that overlap it, so a seafarer has at most one cover in force on a day.
@Entity('boat_insurance_cover')
@Index(['userId', 'state'])
// one cover in force per seafarer (partial unique index, written in the migration)
@Index('boat_insurance_cover_in_force', { synchronize: false })
export class BoatInsuranceCover extends BaseEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), readOnly: true, filter: 'eq', column: { nullable: false } })
  userId: number;

  @Field({ type: 'ref', ref: 'boatInsuranceApply', refLabel: 'code', label: L('申报', 'Declaration'), readOnly: true, filter: 'eq', column: { nullable: false, index: true } })
  applyId: number;

  @Field({ type: 'dict', dict: 'insuranceCoverState', label: L('参保状态', 'Cover state'), readOnly: true, filter: 'eq', defaultValue: COVER_STATE.InForce })
  state: string;

  @Field({ type: 'ref', ref: 'BoatInsuranceBase', refLabel: 'name', label: L('社保参数', 'Parameters'), readOnly: true, filter: 'eq', column: { nullable: false } })
  baseId: number;

  @Field({ type: 'date', label: L('起缴日期', 'Cover from'), readOnly: true, column: { nullable: false } })
  startDate: string;

  @Field({ type: 'date', label: L('停缴日期', 'Cover until'), readOnly: true })
  endDate: string | null;

  @Field({ type: 'money', label: L('社保基数', 'Contribution base'), readOnly: true, column: { nullable: false } })
  insuranceBase: string;

  @Field({ type: 'money', label: L('公积金基数', 'Housing fund base'), readOnly: true })
  fundBase: string | null;

  @Field({ type: 'dict', dict: 'assumeType', label: L('承担方式', 'Cost bearer'), readOnly: true, column: { nullable: false } })
  assumeType: string;

  @Field({ type: 'money', label: L('个人月缴', 'Personal, monthly'), readOnly: true, column: { nullable: false } })
  personAssume: string;

  @Field({ type: 'money', label: L('公司月缴', 'Company, monthly'), readOnly: true, column: { nullable: false } })
  companyAssume: string;

  @Field({ type: 'dict', dict: 'busiInsuranceType', label: L('商业保险', 'Commercial insurance'), readOnly: true })
  busiInsuranceType: string | null;

  @Field({ type: 'money', label: L('商业保险月保费', 'Commercial premium, monthly'), readOnly: true })
  busiInsurancePay: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('办理社保卡', 'Social card needed'), readOnly: true, column: { nullable: false, default: '0' } })
  isSocialCard: string;
}
