import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// One seafarer's crew change (boatPlanDispatch, 派遣单): sign-on, sign-off, promotion or ship change,
// planned in a plan and carried out once the plan is approved. status (dispatchStatus): 1 pending,
// 2 dispatching, 3 finished, 4 cancelled, 5 closed; operationStatus is the dispatching state by kind.
@Entity('boat_plan_dispatch')
@Index(['userId', 'status'])
@Index(['shipId', 'status'])
export class DispatchOrder extends BaseEntity {
  @Field({ type: 'string', label: L('派遣单号', 'Order number'), readOnly: true, filter: 'like', column: { length: 32, unique: true, nullable: false } })
  dispatchCode: string;

  @Field({ type: 'ref', ref: 'boatDispatchPlanAny', refLabel: 'code', label: L('派遣计划', 'Plan'), required: true, filter: 'eq', column: { index: true } })
  planId: number;

  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), filter: 'eq', required: true, createOnly: true })
  userId: number;

  // dispatchOperation: 1 sign-on, 2 sign-off, 3 promotion, 4 ship change
  @Field({ type: 'dict', dict: 'dispatchOperation', label: L('派遣业务', 'Change'), required: true, filter: 'eq', createOnly: true })
  operation: string;

  @Field({ type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), required: false, filter: 'eq', readOnly: true, column: { nullable: false } })
  shipownerId: number;

  // the ship joined (sign-on) or the ship the seafarer is on (the others)
  @Field({ type: 'ref', ref: 'BoatShip', refLabel: 'name', refFilter: { shipownerId: 'shipownerId' }, label: L('船舶', 'Ship'), required: true, filter: 'eq', createOnly: true })
  shipId: number;

  // the rank joined, or held on board
  @Field({ type: 'dict', dict: 'duty', label: L('职务', 'Rank'), required: true, filter: 'eq', column: { length: 4 } })
  duty: string;

  @Field({ type: 'dict', dict: 'duty', label: L('新职务', 'New rank'), column: { length: 4 } })
  newDuty: string | null;

  @Field({ type: 'ref', ref: 'BoatShip', refLabel: 'name', refFilter: { shipownerId: 'shipownerId' }, label: L('新船舶', 'New ship'), required: false })
  newShipId: number | null;

  // the day of the change
  @Field({ type: 'date', notPast: true, label: L('计划日期', 'Planned date'), required: true, filter: 'range' })
  planDate: string;

  @Field({ type: 'dict', dict: 'port', label: L('港口', 'Port'), column: { length: 32 } })
  planPort: string | null;

  // the planned sign-off of the stint this order starts: certificates must be valid through it
  @Field({ type: 'date', notPast: true, label: L('计划下船日期', 'Planned sign-off'), filter: 'range' })
  planLeaveDate: string | null;

  // sign-on: the seafarer this one relieves (the relief forecast counts them as covered)
  @Field({ type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('接替船员', 'Relieves'), filter: 'eq', required: false, inList: false, column: { index: true } })
  relievesUserId: number | null;

  // a relief's other half (issue 21): on the reliever's sign-on, the relieved seafarer's sign-off; on
  // that sign-off, the sign-on. Made, shown and cancelled together.
  @Field({ type: 'int', label: L('接班配对单', 'Relief pair'), readOnly: true, inList: false, column: { index: true } })
  reliefOrderId: number | null;

  @Field({ type: 'dict', dict: 'dispatchStatus', label: L('派遣状态', 'Status'), readOnly: true, filter: 'eq', column: { index: true, default: '1' } })
  status: string;

  @Field({ type: 'dict', dict: 'dispatchOperationStatus', label: L('派遣中', 'Dispatching'), readOnly: true })
  operationStatus: string | null;

  // 1 compliant, 0 not
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('资质符合', 'Compliant'), readOnly: true, filter: 'eq', column: { default: '1' } })
  compliant: string;

  @Field({ type: 'text', label: L('资质豁免理由', 'Compliance override reason'), readOnly: true, column: { type: 'varchar', length: 500 } })
  overrideReason: string | null;

  @Field({ type: 'text', label: L('取消原因', 'Reason cancelled'), readOnly: true, column: { type: 'varchar', length: 500 } })
  cancelReason: string | null;

  // the stint the order ended (sign-off, promotion, ship change) or began, once carried out
  @Field({ type: 'int', label: L('履历', 'Stint'), readOnly: true, inList: false })
  workId: number | null;

  @Field({ type: 'datetime', label: L('执行时间', 'Carried out'), readOnly: true, inList: false })
  executedAt: Date | null;

  // the order this one replaced when its date moved by more than two weeks
  @Field({ type: 'int', label: L('原派遣单', 'Replaces order'), readOnly: true, inList: false })
  regeneratedFrom: number | null;

  // the compliance check as last made: { items: [{ credentialId, name, enName, held, validDate, state }] }
  @Field({ type: 'json', label: L('资质检查', 'Compliance check'), readOnly: true, inList: false })
  compliance: unknown;

  // the warnings the user was asked about and went on with: [{ key, text: {zh, en}, by, at }]
  @Field({ type: 'json', label: L('已确认的提示', 'Warnings confirmed'), readOnly: true, inList: false, column: { default: () => "'[]'" } })
  confirmations: unknown[];

  @Column({ type: 'integer', nullable: true })
  overrideBy: number | null;
}
