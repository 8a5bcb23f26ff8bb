import { Entity, Index } from 'typeorm';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';
import { FlowEntity } from '../../../workflow/flow-entity';
import { ASSUME_TYPE, DECLARATION_STATE } from '../insurance.states';

// A declaration (boatApplyInstruance) to start (pay), stop or change one seafarer's social-security
// cover, approved through processes/insurance.bpmn. Several seafarers are declared together as one
// declaration each (declareMany): each is approved, stopped and linked to its dispatch order on its own.
// Its state (insuranceStatus) moves only through declaration-transitions.ts.
@Entity('boat_insurance_apply')
@Index(['userId', 'insuranceStatus'])
export class BoatInsuranceApply extends FlowEntity {
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), required: true, filter: 'eq' })
  userId: number;

  @Field({ type: 'dict', dict: 'insuranceDeclareType', label: L('申报类型', 'Declaration'), required: true, filter: 'eq' })
  declareType: string;

  @Field({ type: 'dict', dict: 'insuranceStatus', label: L('申报状态', 'Declaration state'), readOnly: true, filter: 'in', defaultValue: DECLARATION_STATE.WaitingToPay })
  insuranceStatus: string;

  // pay: the first day of cover; stop: the last; change: the first day on the new terms
  @Field({ type: 'date', label: L('生效日期', 'Effective date'), required: true, filter: 'range' })
  startDate: string;

  // the office and year whose base range and rates apply (pay and change; a stop keeps the cover's)
  @Field({ type: 'ref', ref: 'BoatInsuranceBase', refLabel: 'name', label: L('社保参数', 'Parameters'), filter: 'eq' })
  baseId: number | null;

  @Field({ type: 'money', label: L('社保基数', 'Contribution base'), min: 0 })
  insuranceBase: string | null;

  // the housing fund's base; none: no housing fund for this seafarer
  @Field({ type: 'money', label: L('公积金基数', 'Housing fund base'), min: 0, inList: false })
  fundBase: string | null;

  @Field({ type: 'dict', dict: 'assumeType', label: L('承担方式', 'Cost bearer'), defaultValue: ASSUME_TYPE.Shared })
  assumeType: string;

  // a month's contributions on these terms, worked out by the server from the parameters
  @Field({ type: 'money', label: L('个人月缴', 'Personal, monthly'), readOnly: true })
  personAssume: string | null;

  @Field({ type: 'money', label: L('公司月缴', 'Company, monthly'), readOnly: true })
  companyAssume: string | null;

  @Field({ type: 'dict', dict: 'busiInsuranceType', label: L('商业保险', 'Commercial insurance'), inList: false })
  busiInsuranceType: string | null;

  @Field({ type: 'money', label: L('商业保险月保费', 'Commercial premium, monthly'), min: 0, inList: false })
  busiInsurancePay: string | null;

  // the seafarer's disability grade, where he has one (the office's disability fee follows it)
  @Field({ type: 'dict', dict: 'disabilityType', label: L('伤残等级', 'Disability grade'), inList: false, column: { length: 2 } })
  disabilityType: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('办理社保卡', 'Social card needed'), defaultValue: '0', inList: false })
  isSocialCard: string;

  // what the seafarer paid ahead towards his personal share: credited to his balance when approved
  @Field({ type: 'money', label: L('预缴金额', 'Paid ahead'), min: 0, defaultValue: 0, inList: false })
  prePay: string;

  // required by the shipowner's contract: cannot be set to "no pay"
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('必须缴纳', 'Required by contract'), defaultValue: '0', inList: false })
  mustPay: string;

  // the month's whole cost (both shares and the commercial premium): the flow's threshold reads it
  @Field({ type: 'money', label: L('月合计', 'Monthly cost'), readOnly: true })
  monthlyCost: string | null;

  // pay and change: the cover it made, once approved; stop: the cover it ends
  @Field({ type: 'ref', ref: 'boatInsuranceCover', label: L('参保记录', 'Cover'), readOnly: true, inList: false })
  coverId: number | null;

  // a pay declaration that continues a stopped cover (stopContinue): the declaration that was stopped
  @Field({ type: 'ref', ref: 'boatInsuranceApply', refLabel: 'code', label: L('续缴自', 'Continues'), readOnly: true, inList: false })
  continuesId: number | null;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
