import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import { defineResource } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import { readPaging } from '../../../core/resource/list-query';
import type { OpContext } from '../../../core/resource/op-context';
import { PAGING, type BodyOf, type OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { FieldDecl } from '../../../core/resource/resource.types';
import type { Row } from '../../../core/resource/row';
import { ORDER_FIELDS } from '../dispatch.resources';
import { Op, OPEN_STATUSES } from '../orders/order-rules';
import { OrderStore } from '../orders/order-store';
import { parseSlots, type Slot } from '../plans/template-slots';
import { arrivals, crewOnBoard, manningTemplate, plannedHolders, reliefPage, shipOf } from './manning.repository';
import { RANK_BELOW } from './rank-ladder';
import { BOARD_STATE } from '../../crew/crew.states';

const ship = { type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('船舶', 'Ship'), required: true } satisfies FieldDecl;
const plan = { type: 'ref', ref: 'boatDispatchPlanAny', label: L('派遣计划', 'Plan') } satisfies FieldDecl;
const MANNING_BODY = { planId: plan, shipId: ship } satisfies OperationBody;
// the reliever search's body (below): paging, the slot's ship and rank (the order's fields: both
// required), the days and the change
type ReliefBody = BodyOf<typeof MANNING_BODY> & {
  pageNum?: number | null;
  pageSize?: number | null;
  duty: string;
  planDate: string;
  planLeaveDate?: string | null;
  operation?: string | number | null;
  keyword?: string | null;
};

// The plan view's two lists (issue 12 §1): who is on board a ship by the rank slots of its manning
// template (BoatPlanOnboat), and the seafarers who could fill a slot (BoatPlanToUser).
export const planOnboatResource = defineResource({
  name: 'BoatPlanOnboat',
  label: L('在船船员', 'Crew on board'),
  menu: 'boatDispatchManage',
  fields: {
    duty: { type: 'dict', dict: 'duty', label: L('职务', 'Rank'), readOnly: true },
    slot: { type: 'int', label: L('席位', 'Slot'), readOnly: true },
    userId: { type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('船员', 'Seafarer'), readOnly: true },
    userName: { type: 'string', label: L('姓名', 'Name'), readOnly: true },
    onboatDate: { type: 'date', label: L('上船日期', 'Signed on'), readOnly: true },
    planLeaveboatDate: { type: 'date', label: L('计划下船日期', 'Planned sign-off'), readOnly: true },
    credWarn: { type: 'dict', dict: 'warnStatus', label: L('证书状态', 'Certificates'), readOnly: true },
    orderCode: { type: 'string', label: L('派遣单', 'Order'), readOnly: true },
    orderOperation: { type: 'dict', dict: 'dispatchOperation', label: L('计划变动', 'Planned change'), readOnly: true },
    incomingUserId: { type: 'ref', ref: 'BoatUserInfo', refLabel: 'name', label: L('接班/上船', 'Reliever or joining'), readOnly: true },
    incomingName: { type: 'string', label: L('接班/上船船员', 'Reliever or joining'), readOnly: true },
    incomingCode: { type: 'string', label: L('接班派遣单', "Reliever's order"), readOnly: true },
    incomingOperation: { type: 'dict', dict: 'dispatchOperation', label: L('接班变动', 'Joining by'), readOnly: true },
    planned: { type: 'int', label: L('计划配员', 'Planned holders'), readOnly: true },
    places: { type: 'int', label: L('定员', 'Places'), readOnly: true },
  },
});

export const planToUserResource = defineResource({
  name: 'BoatPlanToUser',
  label: L('接班人选', 'Reliever candidates'),
  menu: 'boatDispatchManage',
  fields: {
    name: { type: 'string', label: L('姓名', 'Name'), readOnly: true },
    internalCode: { type: 'string', label: L('内部编号', 'Crew number'), readOnly: true },
    duty: { type: 'dict', dict: 'duty', label: L('职务', 'Rank'), readOnly: true },
    boardState: { type: 'dict', dict: 'boardState', label: L('在船状态', 'On board'), readOnly: true },
    readyDate: { type: 'date', label: L('可派日期', 'Ready from'), readOnly: true },
    certOk: { type: 'int', label: L('证书符合', 'Certificates valid'), readOnly: true },
    certExpiring: { type: 'int', label: L('证书将到期', 'Expiring'), readOnly: true },
    certMissing: { type: 'int', label: L('证书缺失或过期', 'Missing or expired'), readOnly: true },
    lastEvaluation: { type: 'dict', dict: 'evaluateGrade', label: L('最近评价', 'Last evaluation'), readOnly: true },
    servedWithOwner: { type: 'int', label: L('曾服务该船东', 'Earlier stints with this shipowner'), readOnly: true },
    fit: { type: 'number', label: L('匹配度', 'Fit'), readOnly: true },
  },
});

@Injectable()
export class ManningOperations {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
    private readonly store: OrderStore,
  ) {}

  // the manning table: each rank slot of the template (the plan's, else one for the ship's type) with
  // who holds it, since when, until when, their certificates and any open order for them; crew beyond
  // the template's slots are listed too; seafarers outside the caller's crew rights hold their slot unnamed
  @Operation('BoatPlanOnboat', 'getList', { perm: 'boatDispatchManage', body: MANNING_BODY })
  async manning(ctx: OpContext<BodyOf<typeof MANNING_BODY>>) {
    const m = ctx.manager;
    const s = await shipOf(m, ctx.body.shipId);
    if (!s) throw new AppException('NotFound');
    const tpl = await manningTemplate(m, ctx.body.planId ?? 0, s.ship_type);
    const crew = await crewOnBoard(m, s.id, OPEN_STATUSES);
    const coming = await arrivals(m, s.id, OPEN_STATUSES);
    const visible = await this.store.visibleSeafarers(ctx, [...crew.flatMap((c) => [c.user_id, c.reliever_id ?? 0]), ...coming.map((a) => a.user_id)]);
    const slots: Slot[] = (tpl && parseSlots(tpl.slots)) || [];
    const dutyOrder = [...new Set([...slots.map((x) => x.duty), ...crew.map((c) => c.duty), ...coming.map((a) => a.duty)])].sort((a, b) => Number(a) - Number(b));
    // issue 21: each rank's planned holders (after every open order) against the template's places
    const planned = await plannedHolders(m, s.id, dutyOrder, OPEN_STATUSES);
    const rows: Row[] = [];
    for (const duty of dutyOrder) {
      const holders = crew.filter((c) => c.duty === duty);
      const incoming = coming.filter((a) => a.duty === duty);
      const places = slots.find((x) => x.duty === duty)?.count ?? 0;
      const count = Math.max(places, holders.length + incoming.length);
      for (let i = 0; i < count; i++) {
        const h = holders[i];
        const seen = h && visible.has(h.user_id);
        // a place held is shown with its reliever; a free one with whoever an open order brings in
        const a = h ? undefined : incoming[i - holders.length];
        const relief = seen && h.reliever_id != null ? { id: h.reliever_id, name: h.reliever_name, code: h.reliever_code } : a ? { id: a.user_id, name: a.name, code: a.dispatch_code } : null;
        const reliefSeen = relief && visible.has(relief.id);
        rows.push({
          duty,
          slot: i + 1,
          userId: seen ? h.user_id : null,
          userName: seen ? h.name : null,
          occupied: !!h,
          workId: seen ? h.work_id : null,
          onboatDate: h?.onboat_date ?? null,
          planLeaveboatDate: h?.plan_leaveboat_date ?? null,
          credWarn: seen ? h.cred_warn : null,
          orderCode: seen ? h.dispatch_code : null,
          orderOperation: seen ? h.operation : null,
          incomingUserId: reliefSeen ? relief.id : null,
          incomingName: reliefSeen ? relief.name : null,
          incomingCode: reliefSeen ? relief.code : null,
          incomingOperation: a ? a.operation : relief ? Op.SignOn : null,
          incoming: !!relief,
          planned: planned.get(duty) ?? 0,
          places: slots.length ? places : null, // no template: no places to count against
        });
      }
    }
    return { list: rows, total: rows.length };
  }

  // reliever search: seafarers ashore in the rank (or one below it, for a promotion), not already in an
  // open order, within the caller's crew rights; sorted by fit: the certificates the matrix requires
  // valid through the planned sign-off first, then earlier service with this shipowner, ready sooner,
  // better last evaluation. Paged on the server.
  @Operation('BoatPlanToUser', 'getList', {
    perm: 'boatDispatchManage',
    body: {
      ...PAGING,
      planId: plan,
      shipId: ship,
      duty: { ...ORDER_FIELDS.duty, filter: undefined },
      planDate: { ...ORDER_FIELDS.planDate, filter: undefined },
      planLeaveDate: { ...ORDER_FIELDS.planLeaveDate, filter: undefined },
      operation: { type: 'enum', options: [Op.SignOn, Op.Promotion], label: L('变动', 'Change') },
      keyword: { type: 'string', label: L('关键字', 'Keyword'), max: 64 },
    },
  })
  async relievers(ctx: OpContext<ReliefBody>) {
    const { pageNum, pageSize } = readPaging(ctx.body);
    const duty = String(ctx.body.duty);
    const candidateDuty = ctx.body.operation === Op.Promotion ? RANK_BELOW[duty] : duty;
    if (!candidateDuty) return { list: [], total: 0 };
    const crew = this.crud
      .scopedQuery({ ...ctx, resource: this.registry.resource('BoatUserInfo')! })
      .select('t.id')
      .andWhere('t.duty = :cd', { cd: candidateDuty })
      .andWhere('t.boardState = :ashore', { ashore: BOARD_STATE.Ashore })
      .andWhere('t.dimissiontime IS NULL');
    if (ctx.body.keyword) crew.andWhere('(t.name LIKE :kw OR t.internalCode LIKE :kw)', { kw: `%${String(ctx.body.keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    const through = ctx.body.planLeaveDate ?? ctx.body.planDate;
    const search = { candidates: crew.getQueryAndParameters(), shipId: ctx.body.shipId, duty, planDate: ctx.body.planDate, through, openStatuses: OPEN_STATUSES };
    const { rows, total } = await reliefPage(ctx.manager, search, pageSize, (pageNum - 1) * pageSize);
    return { list: rows, total };
  }

}
