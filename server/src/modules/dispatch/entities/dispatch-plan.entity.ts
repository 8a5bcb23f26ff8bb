import { Entity, Index } from 'typeorm';
import { FlowEntity } from '../../../workflow/flow-entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A dispatch plan (boatDispatchPlan / BoatScatPlan): the crew changes one shipowner needs, approved as a
// whole through processes/dispatch-plan.bpmn and then carried out order by order. planType says which
// of the three screens it belongs to (dispatchType: 1 planned, 2 scattered, 3 nesting, i.e. full crew).
// The counts are kept from its orders (plan-counts.ts) so lists and the flow's threshold read them.
@Entity('boat_dispatch_plan')
@Index(['shipownerId', 'planType'])
export class DispatchPlan extends FlowEntity {
  @Field({ type: 'ref', ref: 'BoatShipOwner', refLabel: 'name', label: L('船东', 'Shipowner'), required: true, filter: 'eq' })
  shipownerId: number;

  // the ship a nesting plan mans; a planned or scattered plan may span the shipowner's ships
  @Field({ type: 'ref', ref: 'BoatShip', refLabel: 'name', refFilter: { shipownerId: 'shipownerId' }, label: L('船舶', 'Ship'), required: false, filter: 'eq' })
  shipId: number | null;

  @Field({ type: 'ref', ref: 'BoatPlanDispatchTemp', refLabel: 'name', label: L('配员模板', 'Manning template'), inList: false })
  templateId: number | null;

  @Field({ type: 'date', notPast: true, label: L('计划日期', 'Plan date'), filter: 'range' })
  planDate: string | null;

  // planStatus: 1 draft, 2 in progress (approved, orders dispatching), 3 finished, 4 closed
  @Field({ type: 'dict', dict: 'planStatus', label: L('计划状态', 'Plan status'), readOnly: true, filter: 'eq', column: { index: true, default: '1' } })
  planStatus: string;

  @Field({ type: 'int', label: L('派遣单数', 'Orders'), readOnly: true, column: { default: 0 } })
  orderCount: number;

  @Field({ type: 'int', label: L('在船人数', 'On board'), readOnly: true, column: { default: 0 } })
  onBoardCount: number;

  @Field({ type: 'int', label: L('上船', 'Sign-ons'), readOnly: true, column: { default: 0 } })
  boardingCount: number;

  @Field({ type: 'int', label: L('下船', 'Sign-offs'), readOnly: true, column: { default: 0 } })
  signOffCount: number;

  @Field({ type: 'int', label: L('晋升', 'Promotions'), readOnly: true, column: { default: 0 } })
  promotionCount: number;

  @Field({ type: 'int', label: L('换船', 'Ship changes'), readOnly: true, column: { default: 0 } })
  shipChangeCount: number;

  // orders for a master or chief engineer: the flow's second approver looks at these
  @Field({ type: 'int', label: L('船长/轮机长', 'Masters / chief engineers'), readOnly: true, inList: false, column: { default: 0 } })
  seniorCount: number;

  // orders failing the compliance matrix, with and without an override
  @Field({ type: 'int', label: L('资质不符', 'Not compliant'), readOnly: true, column: { default: 0 } })
  nonCompliantCount: number;

  @Field({ type: 'int', label: L('资质豁免', 'Overridden'), readOnly: true, inList: false, column: { default: 0 } })
  overrideCount: number;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remark: string | null;

  @Field({ type: 'dict', dict: 'dispatchType', label: L('计划类型', 'Plan kind'), readOnly: true, inList: false, column: { nullable: false } })
  planType: string;
}
