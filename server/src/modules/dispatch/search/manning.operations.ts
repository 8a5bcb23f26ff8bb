import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import { defineResource } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import { readPaging } from '../../../core/resource/list-query';
import type { OpContext } from '../../../core/resource/op-context';
import { PAGING } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { FieldDecl } from '../../../core/resource/resource.types';
import type { Row } from '../../../core/resource/row';
import { ORDER_FIELDS } from '../dispatch.resources';
import { Op, OPEN_STATUSES } from '../orders/order-rules';
import { OrderStore } from '../orders/order-store';
import { parseSlots, type Slot } from '../plans/template-slots';
import { RANK_BELOW } from './rank-ladder';

const ship: FieldDecl = { type: 'ref', ref: 'BoatShip', refLabel: 'name', label: L('船舶', 'Ship'), required: true };
const plan: FieldDecl = { type: 'ref', ref: 'boatDispatchPlanAny', label: L('派遣计划', 'Plan') };

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
    servedWithOwner: { type: 'int', label: L('曾服务该船东（次）', 'Earlier stints with this shipowner'), readOnly: true },
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
  @Operation('BoatPlanOnboat', 'getList', { perm: 'boatDispatchManage', body: { planId: plan, shipId: ship } })
  async manning(ctx: OpContext) {
    const m = ctx.manager;
    const [s] = await m.query('SELECT id, ship_type FROM boat_ship WHERE id = $1', [ctx.body.shipId]);
    if (!s) throw new AppException('NotFound');
    const [tpl] = await m.query(
      `SELECT t.slots FROM boat_plan_dispatch_temp t
        WHERE t.id = (SELECT template_id FROM boat_dispatch_plan WHERE id = $1) OR (t.ship_type = $2 AND NOT EXISTS (SELECT 1 FROM boat_dispatch_plan p WHERE p.id = $1 AND p.template_id IS NOT NULL))
        ORDER BY (t.id = (SELECT template_id FROM boat_dispatch_plan WHERE id = $1)) DESC NULLS LAST, t.id LIMIT 1`,
      [ctx.body.planId ?? 0, s.ship_type],
    );
    const crew: Row[] = await m.query(
      `SELECT w.id AS work_id, w.user_id, w.duty, to_char(w.onboat_date, 'YYYY-MM-DD') AS onboat_date, to_char(w.plan_leaveboat_date, 'YYYY-MM-DD') AS plan_leaveboat_date,
              u.name, u.cred_warn, o.dispatch_code, o.operation
         FROM boat_work w JOIN boat_user_info u ON u.id = w.user_id
         LEFT JOIN LATERAL (SELECT dispatch_code, operation FROM boat_plan_dispatch d WHERE d.user_id = w.user_id AND d.status = ANY($2::text[]) ORDER BY d.plan_date LIMIT 1) o ON true
        WHERE w.ship_id = $1 AND w.state = '1'
        ORDER BY w.duty::int, w.onboat_date`,
      [s.id, OPEN_STATUSES],
    );
    const visible = await this.store.visibleSeafarers(ctx, crew.map((c) => c.user_id));
    const slots: Slot[] = (tpl && parseSlots(tpl.slots)) || [];
    const dutyOrder = [...new Set([...slots.map((x) => x.duty), ...crew.map((c) => c.duty)])].sort((a, b) => Number(a) - Number(b));
    const rows: Row[] = [];
    for (const duty of dutyOrder) {
      const holders = crew.filter((c) => c.duty === duty);
      const count = Math.max(slots.find((x) => x.duty === duty)?.count ?? 0, holders.length);
      for (let i = 0; i < count; i++) {
        const h = holders[i];
        const seen = h && visible.has(h.user_id);
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
  async relievers(ctx: OpContext) {
    const { pageNum, pageSize } = readPaging(ctx.body);
    const duty = String(ctx.body.duty);
    const candidateDuty = ctx.body.operation === Op.Promotion ? RANK_BELOW[duty] : duty;
    if (!candidateDuty) return { list: [], total: 0 };
    const crew = this.crud
      .scopedQuery({ ...ctx, resource: this.registry.resource('BoatUserInfo')! })
      .select('t.id')
      .andWhere('t.duty = :cd', { cd: candidateDuty })
      .andWhere("t.boardState = '2'")
      .andWhere('t.dimissiontime IS NULL');
    if (ctx.body.keyword) crew.andWhere('(t.name LIKE :kw OR t.internalCode LIKE :kw)', { kw: `%${String(ctx.body.keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    const [sub, subParams] = crew.getQueryAndParameters();
    const n = subParams.length;
    const through = ctx.body.planLeaveDate ?? ctx.body.planDate;
    const cte = `WITH s AS (SELECT id, ship_type, shipowner_id FROM boat_ship WHERE id = $${n + 1}),
            req AS MATERIALIZED (SELECT DISTINCT r.credential_id FROM boat_compliance_rule r, s WHERE r.duty = $${n + 2} AND (r.ship_type IS NULL OR r.ship_type = s.ship_type)),
            c AS (
              SELECT u.id AS "userId", u.name, u.internal_code AS "internalCode", u.duty, u.board_state AS "boardState",
                     to_char(rd.ready_date, 'YYYY-MM-DD') AS "readyDate", cert.ok AS "certOk", cert.expiring AS "certExpiring", cert.missing AS "certMissing",
                     ev.grade AS "lastEvaluation", sv.n AS "servedWithOwner",
                     (100 - 30 * cert.missing - 10 * cert.expiring + 5 * LEAST(sv.n, 4)
                        - CASE WHEN rd.ready_date > $${n + 3}::date THEN 20 ELSE 0 END
                        + CASE ev.grade WHEN '1' THEN 6 WHEN '2' THEN 4 WHEN '3' THEN 2 ELSE 0 END)::int AS fit
                FROM boat_user_info u
                LEFT JOIN boat_user_ready rd ON rd.user_id = u.id
                CROSS JOIN s
                LEFT JOIN LATERAL (
                  SELECT count(*) FILTER (WHERE h.valid_date IS NOT NULL AND h.valid_date >= $${n + 4}::date OR h.id IS NOT NULL AND h.valid_date IS NULL)::int AS ok,
                         count(*) FILTER (WHERE h.valid_date >= $${n + 3}::date AND h.valid_date < $${n + 4}::date)::int AS expiring,
                         count(*) FILTER (WHERE h.id IS NULL OR h.valid_date < $${n + 3}::date)::int AS missing
                    FROM req LEFT JOIN LATERAL (
                      SELECT x.id, x.valid_date FROM boat_user_credential x
                       WHERE x.user_id = u.id AND x.credential_id = req.credential_id AND x.credential_status IN ('1', '2')
                       ORDER BY x.valid_date DESC NULLS FIRST LIMIT 1) h ON true) cert ON true
                LEFT JOIN LATERAL (SELECT e.grade FROM boat_evaluate e WHERE e.user_id = u.id ORDER BY e.evaluate_date DESC NULLS LAST, e.id DESC LIMIT 1) ev ON true
                LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM boat_work w WHERE w.user_id = u.id AND w.shipowner_id = s.shipowner_id) sv ON true
               WHERE u.id IN (${sub})
                 AND NOT EXISTS (SELECT 1 FROM boat_plan_dispatch d WHERE d.user_id = u.id AND d.status = ANY($${n + 5}::text[])))`;
    const params = [...subParams, ctx.body.shipId, duty, ctx.body.planDate, through, OPEN_STATUSES];
    const rows: Row[] = await ctx.manager.query(
      `${cte} SELECT c.*, count(*) OVER ()::int AS total FROM c ORDER BY fit DESC, "readyDate" NULLS FIRST, "userId" LIMIT $${n + 6} OFFSET $${n + 7}`,
      [...params, pageSize, (pageNum - 1) * pageSize],
    );
    // a page past the end still tells how many there are
    const total = rows.length ? rows[0].total : pageNum > 1 ? (await ctx.manager.query(`${cte} SELECT count(*)::int AS n FROM c`, params))[0].n : 0;
    return { list: rows.map(({ total: _t, ...r }) => r), total };
  }

}
