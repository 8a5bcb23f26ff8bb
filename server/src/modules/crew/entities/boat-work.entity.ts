import { Entity, Index } from 'typeorm';
import { CrewRecord } from './crew-record.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// One stint of sea service (boatWork): boarding to sign-off on one ship in one rank. A promotion or a
// ship change ends the stint (promoteDate / changeboatDate with the new rank or ship) and opens the
// next one. state 1 is the open stint (on board), at most one per seafarer.
@Entity('boat_work')
@Index(['userId', 'onboatDate'])
// state = BOARD_STATE.OnBoard, literal: the migration's text (the drift check compares them)
@Index('boat_work_one_open', ['userId'], { unique: true, where: "state = '1'" })
// earlier service with a shipowner, counted from the index (the dispatch reliever search)
@Index('boat_work_user_owner', ['userId', 'shipownerId'])
// partial indexes of the dispatch module's relief forecast and abnormal sign-off report (migration
// IndexReliefForecast; TypeORM cannot declare INCLUDE or a descending key)
@Index('boat_work_due', { synchronize: false })
@Index('boat_work_signed_off', { synchronize: false })
// what reports read through the crew_stint view (migration CreateCrewViews): the abnormal sign-offs
// newest first, counted from the index alone; stints by the day they ended (open ones last), carrying
// what a head count at a period's end groups by
@Index('boat_work_abnormal', { synchronize: false })
@Index('boat_work_ended', { synchronize: false })
export class BoatWork extends CrewRecord {
  @Field({ type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), required: true, filter: 'eq', column: { nullable: true } })
  shipownerId: number | null;

  @Field({ type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('船舶', 'Ship'), required: true, filter: 'eq', column: { index: true, nullable: true } })
  shipId: number | null;

  @Field({ type: 'dict', dict: 'duty', label: L('职务', 'Rank'), required: true, filter: 'eq', column: { length: 2 } })
  duty: string;

  @Field({ type: 'dict', dict: 'duty', label: L('申报职务一', 'Reported rank 1'), required: true, inList: false, column: { length: 2 } })
  reportDutyOne: string;

  @Field({ type: 'dict', dict: 'duty', label: L('申报职务二', 'Reported rank 2'), inList: false, column: { length: 2 } })
  reportDutyTwo: string | null;

  @Field({ type: 'date', notFuture: true, label: L('出境日期', 'Left the country'), inList: false })
  leaveDate: string | null;

  @Field({ type: 'date', notFuture: true, label: L('上船日期', 'Signed on'), required: true, filter: 'range' })
  onboatDate: string;

  @Field({ type: 'dict', dict: 'port', label: L('上船港口', 'Port of joining'), inList: false, column: { length: 8 } })
  onboatPort: string | null;

  @Field({ type: 'date', label: L('计划下船日期', 'Planned sign-off'), filter: 'range' })
  planLeaveboatDate: string | null;

  @Field({ type: 'date', notFuture: true, label: L('下船日期', 'Signed off'), filter: 'range' })
  leaveboatDate: string | null;

  @Field({ type: 'dict', dict: 'port', label: L('下船港口', 'Port of sign-off'), inList: false, column: { length: 8 } })
  offboatPort: string | null;

  @Field({ type: 'date', notFuture: true, label: L('入境日期', 'Returned to the country'), inList: false })
  enterDate: string | null;

  @Field({ type: 'dict', dict: 'evaluateGrade', label: L('下船评价', 'Sign-off appraisal'), inList: false })
  leaveboatEvaluate: string | null;

  @Field({ type: 'dict', dict: 'leaveboatReason', label: L('下船原因', 'Reason for sign-off'), inList: false, column: { length: 2 } })
  leaveboatReason: string | null;

  @Field({ type: 'text', label: L('下船说明', 'Sign-off notes'), max: 500 })
  leaveReason: string | null;

  @Field({ type: 'dict', dict: 'dispatchType', label: L('派遣类型', 'Dispatch type'), inList: false })
  dispatchType: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('商业保险', 'Commercial insurance'), defaultValue: '0', inList: false })
  isBusinessInsurance: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('社会保险', 'Social insurance'), defaultValue: '0', inList: false })
  isSocialInsurance: string;

  // the dispatch order that wrote the stint (none for service entered by hand)
  @Field({ type: 'int', label: L('派遣单', 'Dispatch order'), readOnly: true, column: { index: true } })
  dispatchId: number | null;

  @Field({ type: 'date', notFuture: true, label: L('晋升日期', 'Promoted on'), readOnly: true })
  promoteDate: string | null;

  @Field({ type: 'dict', dict: 'duty', label: L('新职务', 'New rank'), readOnly: true, column: { length: 2 } })
  newDuty: string | null;

  @Field({ type: 'date', notFuture: true, label: L('换船日期', 'Ship changed on'), readOnly: true })
  changeboatDate: string | null;

  @Field({ type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('新船舶', 'New ship'), readOnly: true })
  newShipid: number | null;

  @Field({ type: 'money', label: L('月工资', 'Monthly wage'), min: 0.01, inList: false })
  wages: string | null;

  @Field({ type: 'dict', dict: 'currency', label: L('币种', 'Currency'), defaultValue: 'USD', inList: false, column: { length: 3, nullable: true, default: null } })
  currency: string | null;

  @Field({ type: 'dict', dict: 'boardState', label: L('状态', 'State'), readOnly: true, filter: 'eq', column: { default: '2' } })
  state: string;
}
