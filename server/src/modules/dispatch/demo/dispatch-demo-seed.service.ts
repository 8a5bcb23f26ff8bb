import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import dayjs from 'dayjs';
import { DataSource, EntityManager } from 'typeorm';
import { demoAccount } from '../../../core/access/grant.repository';
import type { CurrentUser } from '../../../core/auth/current-user';
import { APP_CONFIG, AppConfig } from '../../../core/config/app-config';
import { localToday } from '../../../core/config/local-date';
import { DemoSeed } from '../../../core/database/demo-seed';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { Row } from '../../../core/resource/row';
import { FlowService } from '../../../workflow/flows/flow.service';
import { nextCode } from '../../../workflow/workflow.api';
import { ClientsSql } from '../../clients/clients.api';
import { CrewSql } from '../../crew/crew.api';
import { CrewDemoSeed } from '../../crew/demo/crew-demo-seed.service';
import { seedCertificates, seedExecution } from '../../crew/demo/crew-seed.api';
import { PLAN_KINDS } from '../plans/plan-kinds';
import { ensureComplianceDefaults } from './compliance-defaults';
import { refreshWarnings } from '../../crew/credentials/credential-warn';
import { checkCompliance } from '../compliance/compliance.repository';
import { recountPlans } from '../plans/plan-counts';
import { slotsText } from '../plans/template-slots';
import { sqlText } from '../../../core/database/sql-literal';
import { DISPATCH_OPERATION, DISPATCH_STATUS, DISPATCH_TYPE, PLAN_STATUS } from '../dispatch.states';
import { BOARD_STATE } from '../../crew/crew.states';
import { linkReliefPairs } from '../orders/relief.repository';
import { APPROVAL_RESULT, BUSINESS_STATUS } from '../../../workflow/workflow.states';

// The manning templates a new company starts from: [name, ship type (shipType dictionary), slots]
// with the duty dictionary's values (1 master … 20 cadet).
const slots = (...pairs: Array<[number, number]>) => pairs.map(([duty, count]) => ({ duty: String(duty), count }));
const OFFICERS: Array<[number, number]> = [[1, 1], [2, 1], [3, 1], [4, 1], [5, 1], [6, 1], [7, 1], [8, 1], [9, 1]];
export const DEFAULT_TEMPLATES: Array<{ name: string; shipType: string; slots: Array<{ duty: string; count: number }>; remark: string }> = [
  { name: '散货船 21 人', shipType: '1', slots: slots(...OFFICERS, [10, 1], [12, 3], [13, 1], [14, 1], [15, 2], [16, 1], [17, 1], [19, 1], [20, 1]), remark: 'Bulk carrier, 21 crew' },
  { name: '集装箱船 22 人', shipType: '2', slots: slots(...OFFICERS, [10, 1], [12, 3], [13, 2], [14, 1], [15, 2], [16, 1], [17, 1], [19, 1], [20, 1]), remark: 'Container ship, 22 crew' },
  { name: '油轮 24 人', shipType: '3', slots: slots(...OFFICERS, [10, 1], [12, 3], [13, 2], [14, 1], [15, 3], [16, 1], [17, 1], [18, 1], [19, 1], [20, 1]), remark: 'Oil tanker, 24 crew' },
];

// promotions the demo makes: second to chief officer, third to second officer, third to second engineer,
// fourth to third engineer, OS to AB, wiper to motorman
const PROMOTIONS: Array<[string, string]> = [['3', '2'], ['4', '3'], ['7', '6'], ['8', '7'], ['13', '12'], ['16', '15']];
// ranks a ship carries several of (AB, motorman): a promotion into them needs no free place checked
const SEVERAL = ['12', '15'];
const CANCEL_REASONS = ['船东推迟换班', '船员因家事无法按期上船', '船舶改变航线，换班港口取消'];
const OVERRIDE_REASON = '船东书面同意，证书在下一港补办';

type PlanState = 'draft' | 'approval' | 'progress' | 'finished' | 'closed';
const STATES: PlanState[] = ['draft', 'approval', 'progress', 'finished', 'closed'];
// [flow status, result, plan status] of each state (businessStatus, approvalResult, planStatus)
const STATE_COLUMNS: Record<PlanState, [string, string | null, string]> = {
  draft: [BUSINESS_STATUS.Draft, null, PLAN_STATUS.Draft],
  approval: [BUSINESS_STATUS.InApproval, APPROVAL_RESULT.InApproval, PLAN_STATUS.Draft],
  progress: [BUSINESS_STATUS.Finished, APPROVAL_RESULT.Agree, PLAN_STATUS.InProgress],
  finished: [BUSINESS_STATUS.Finished, APPROVAL_RESULT.Agree, PLAN_STATUS.Finished],
  closed: [BUSINESS_STATUS.Finished, APPROVAL_RESULT.Agree, PLAN_STATUS.Closed],
};

interface OnBoard {
  workId: number;
  userId: number;
  shipId: number;
  shipownerId: number;
  duty: string;
}
interface Ashore {
  userId: number;
  duty: string;
  lastEnd: string | null;
}
interface OrderSpec {
  op: (typeof DISPATCH_OPERATION)[keyof typeof DISPATCH_OPERATION];
  userId: number;
  shipId: number;
  duty: string;
  newDuty?: string;
  newShipId?: number;
  relievesUserId?: number;
  workId?: number; // the stint a sign-off, promotion or ship change ends
  earliest?: string; // a sign-on not before the day after the seafarer's last stint ended
}

// Dispatch demo data (SEED_DEMO=1), after the crew demo data it moves: the default compliance matrix and
// manning templates, the ready dates of seafarers ashore, and plans of each kind in each state with
// orders in every status. Finished orders were carried out as the sea-service operations do (the stint
// ended or begun points back at its order), so the crew screens, the reports and the forecast agree.
// liuyang (crew manager) made the plans; zhangwei, his department's leader, approves them.
@Injectable()
export class DispatchDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly modules: ModuleRef,
    private readonly registry: ResourceRegistry,
    private readonly flows: FlowService,
  ) {
    super(ds, config);
  }

  protected async seed(m: EntityManager) {
    // the crew module's demo first, whichever module starts first (resolved at run time: the crew module
    // keeps its seed to itself)
    await this.modules.get(CrewDemoSeed, { strict: false }).ensure(m);
    await ensureComplianceDefaults(m);
    if (!(await m.query('SELECT 1 FROM boat_plan_dispatch_temp LIMIT 1')).length) {
      for (const t of DEFAULT_TEMPLATES) {
        await m.query('INSERT INTO boat_plan_dispatch_temp (name, ship_type, slots, remark) VALUES ($1, $2, $3, $4)', [t.name, t.shipType, slotsText(t.slots), t.remark]);
      }
    }
    if ((await m.query('SELECT 1 FROM boat_dispatch_plan LIMIT 1')).length) return;
    const maker = await demoAccount(m, 'liuyang');
    // the plans in approval wait for zhangwei, his department's leader
    if (!maker || !(await demoAccount(m, 'zhangwei'))) return;
    const today = localToday();
    // a few hundred seafarers ashore say when they can join again: most within weeks, some already
    await m.query(
      `INSERT INTO boat_user_ready (user_id, ready_date)
       SELECT id, $1::date + ((id * 7) % 75) - 15 FROM ${CrewSql.seafarers} u WHERE board_state = ${sqlText(BOARD_STATE.Ashore)} ORDER BY id LIMIT 300
       ON CONFLICT DO NOTHING`,
      [today],
    );
    const made = await new DemoPlans(m, today, maker, this.flows, this.registry).make();
    this.log.log(`demo data: ${made.plans} dispatch plans, ${made.orders} dispatch orders, ${DEFAULT_TEMPLATES.length} manning templates`);
  }

}

// One run of the demo plans: the seafarers on board and ashore are taken from pools, each once, so no
// seafarer has two open orders and every ship keeps one of each rank.
class DemoPlans {
  private onBoard: OnBoard[] = [];
  private ashore = new Map<string, Ashore[]>();
  private ranksOn = new Map<number, Set<string>>(); // ship → ranks on board now
  private plans = 0;
  private orders = 0;
  private dayNo = 0;

  constructor(
    private readonly m: EntityManager,
    private readonly today: string,
    private readonly maker: CurrentUser,
    private readonly flows: FlowService,
    private readonly registry: ResourceRegistry,
  ) {}

  private day = (n: number) => dayjs(this.today).add(n, 'day').format('YYYY-MM-DD');

  async make() {
    const m = this.m;
    this.onBoard = (
      await m.query(`SELECT id AS "workId", user_id AS "userId", ship_id AS "shipId", shipowner_id AS "shipownerId", duty FROM ${CrewSql.stints} w WHERE state = ${sqlText(BOARD_STATE.OnBoard)} AND ship_id IS NOT NULL ORDER BY plan_leaveboat_date, id`)
    ).map((r: OnBoard) => r);
    for (const w of this.onBoard) this.ranksOn.set(w.shipId, (this.ranksOn.get(w.shipId) ?? new Set()).add(w.duty));
    const ashore: Ashore[] = await m.query(
      `SELECT u.id AS "userId", u.duty, to_char(max(w.ended_on), 'YYYY-MM-DD') AS "lastEnd"
         FROM ${CrewSql.seafarers} u LEFT JOIN ${CrewSql.stints} w ON w.user_id = u.id
        WHERE u.board_state = ${sqlText(BOARD_STATE.Ashore)} AND u.duty IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${CrewSql.stints} o WHERE o.user_id = u.id AND o.state = ${sqlText(BOARD_STATE.OnBoard)})
        GROUP BY u.id, u.duty ORDER BY u.id`,
    );
    for (const a of ashore) this.ashore.set(a.duty, [...(this.ashore.get(a.duty) ?? []), a]);
    // the shipowners with the most crew on board: the named ones of the clients' demo among them
    const owners: number[] = (
      await m.query(`SELECT shipowner_id AS id FROM ${CrewSql.stints} w WHERE state = ${sqlText(BOARD_STATE.OnBoard)} AND shipowner_id IS NOT NULL GROUP BY shipowner_id ORDER BY count(*) DESC, shipowner_id LIMIT 6`)
    ).map((r: Row) => r.id);
    if (!owners.length) return { plans: 0, orders: 0 };
    let o = 0;
    for (const kind of PLAN_KINDS) {
      for (const state of STATES) {
        const owner = owners[o++ % owners.length];
        await this.plan(kind.planType, kind.resource, state, owner);
      }
    }
    // more finished plans over the last weeks, so the reports have months to compare
    for (let i = 0; i < 4; i++) await this.plan(DISPATCH_TYPE.Planned, PLAN_KINDS[0].resource, 'finished', owners[(o + i) % owners.length]);
    return { plans: this.plans, orders: this.orders };
  }

  // a seafarer on board a ship of the shipowner (not yet taken), optionally of a rank
  private takeOnBoard(owner: number, test: (w: OnBoard) => boolean = () => true, ship?: number): OnBoard | undefined {
    const i = this.onBoard.findIndex((w) => w.shipownerId === owner && (ship === undefined || w.shipId === ship) && test(w));
    return i < 0 ? undefined : this.onBoard.splice(i, 1)[0];
  }

  private takeAshore(duty: string): Ashore | undefined {
    return this.ashore.get(duty)?.shift();
  }

  // The orders of a plan of its kind: a planned plan relieves crew on the shipowner's ships and promotes
  // and moves some; a scattered one makes a single relief and a sign-off; a nesting plan mans the ranks
  // its ship lacks, as its template lists them.
  private compose(planType: string, owner: number, ship: number | null): OrderSpec[] {
    const out: OrderSpec[] = [];
    const relief = (onShip?: number) => {
      const y = this.takeOnBoard(owner, (w) => (this.ashore.get(w.duty)?.length ?? 0) > 0, onShip);
      if (!y) return;
      const x = this.takeAshore(y.duty)!;
      out.push({ op: DISPATCH_OPERATION.SignOn, userId: x.userId, shipId: y.shipId, duty: y.duty, relievesUserId: y.userId, earliest: x.lastEnd ? this.nextDay(x.lastEnd) : undefined });
      out.push({ op: DISPATCH_OPERATION.SignOff, userId: y.userId, shipId: y.shipId, duty: y.duty, workId: y.workId });
    };
    if (planType === DISPATCH_TYPE.Nesting) {
      const manned = this.ranksOn.get(ship!) ?? new Set<string>();
      const template = DEFAULT_TEMPLATES[0].slots.map((s) => s.duty).filter((d) => !manned.has(d));
      for (const duty of template.slice(0, 5)) {
        const x = this.takeAshore(duty);
        if (!x) continue;
        manned.add(duty);
        this.ranksOn.set(ship!, manned);
        out.push({ op: DISPATCH_OPERATION.SignOn, userId: x.userId, shipId: ship!, duty, earliest: x.lastEnd ? this.nextDay(x.lastEnd) : undefined });
      }
      relief(ship!);
      return out;
    }
    relief();
    if (planType === DISPATCH_TYPE.Scattered) {
      const y = this.takeOnBoard(owner);
      if (y) out.push({ op: DISPATCH_OPERATION.SignOff, userId: y.userId, shipId: y.shipId, duty: y.duty, workId: y.workId });
      return out;
    }
    relief();
    // a promotion into a rank the ship has free
    for (const [from, to] of PROMOTIONS) {
      const y = this.takeOnBoard(owner, (w) => w.duty === from && (SEVERAL.includes(to) || !this.ranksOn.get(w.shipId)?.has(to)));
      if (!y) continue;
      this.ranksOn.get(y.shipId)!.add(to);
      out.push({ op: DISPATCH_OPERATION.Promotion, userId: y.userId, shipId: y.shipId, duty: y.duty, newDuty: to, workId: y.workId });
      break;
    }
    // a ship change to another of the shipowner's ships without that rank aboard
    const ships = [...this.ranksOn.keys()];
    const y = this.takeOnBoard(owner, (w) => ships.some((s) => s !== w.shipId && this.shipOwner.get(s) === owner && !this.ranksOn.get(s)!.has(w.duty)));
    if (y) {
      const to = ships.find((s) => s !== y.shipId && this.shipOwner.get(s) === owner && !this.ranksOn.get(s)!.has(y.duty))!;
      this.ranksOn.get(to)!.add(y.duty);
      out.push({ op: DISPATCH_OPERATION.ShipChange, userId: y.userId, shipId: y.shipId, duty: y.duty, newShipId: to, workId: y.workId });
    }
    return out;
  }

  private shipOwner = new Map<number, number>();
  private nextDay = (d: string) => dayjs(d).add(1, 'day').format('YYYY-MM-DD');

  private async plan(planType: string, resource: string, state: PlanState, owner: number) {
    const m = this.m;
    if (!this.shipOwner.size) {
      for (const s of await m.query(`SELECT id, shipowner_id FROM ${ClientsSql.ships} s`)) {
        this.shipOwner.set(s.id, s.shipowner_id);
        if (!this.ranksOn.has(s.id)) this.ranksOn.set(s.id, new Set());
      }
    }
    // a nesting plan mans the shipowner's ship with the fewest crew aboard
    const ship =
      planType === DISPATCH_TYPE.Nesting
        ? [...this.shipOwner.entries()].filter(([, so]) => so === owner).sort(([a], [b]) => (this.ranksOn.get(a)?.size ?? 0) - (this.ranksOn.get(b)?.size ?? 0) || a - b)[0]?.[0] ?? null
        : null;
    const specs = this.compose(planType, owner, ship);
    if (!specs.length) return;
    const [status, result, planStatus] = STATE_COLUMNS[state];
    // past plans were made weeks ago, open ones lately
    const done = state === 'finished' || state === 'closed' || state === 'progress';
    const madeOn = this.day(done ? -45 + (this.dayNo++ % 10) : -(this.dayNo++ % 5));
    const code = await nextCode(m, 'DIS', madeOn);
    const planDate = done ? this.day(-30 + (this.dayNo % 20)) : this.day(10 + (this.dayNo % 20));
    const [plan] = await m.query(
      `INSERT INTO boat_dispatch_plan (plan_type, shipowner_id, ship_id, template_id, plan_status, plan_date, remark, status, result, code, start_time, starter_id, dept_id, company_id, created_by, updated_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $12, $12, $15) RETURNING id`,
      [
        planType,
        owner,
        ship,
        planType === DISPATCH_TYPE.Nesting ? (await m.query('SELECT id FROM boat_plan_dispatch_temp ORDER BY id LIMIT 1'))[0]?.id ?? null : null,
        planStatus,
        planDate,
        state === 'draft' ? '待与船东确认换班港口' : null,
        '1',
        null,
        code,
        null,
        this.maker.userId,
        this.maker.deptId,
        this.maker.companyId,
        `${madeOn}T09:30:00+08:00`,
      ],
    );
    let n = 0;
    for (const spec of specs) await this.order(plan.id, owner, planType, state, spec, n++, code);
    this.plans++;
    // the compliance check as the orders' operations make it; a plan past its draft carries an override
    // on each order that fails it, as its manager had to give one to submit
    await this.certify(plan.id);
    const ids: Array<{ id: number }> = await m.query('SELECT id FROM boat_plan_dispatch WHERE plan_id = $1', [plan.id]);
    await checkCompliance(m, ids.map((o) => o.id));
    if (state !== 'draft') {
      await m.query(`UPDATE boat_plan_dispatch SET override_reason = $2, override_by = $3 WHERE plan_id = $1 AND compliant = '0' AND override_reason IS NULL`, [plan.id, OVERRIDE_REASON, this.maker.userId]);
    }
    await recountPlans(m, [plan.id]);
    if (state === 'approval') await this.submit(resource, plan.id);
    else if (status !== PLAN_STATUS.Draft) {
      await m.query(`UPDATE boat_dispatch_plan SET status = $2, result = $3, start_time = $4, starter_id = $5 WHERE id = $1`, [plan.id, status, result, `${madeOn}T10:00:00+08:00`, this.maker.userId]);
    }
  }

  // The status an order of the plan's state has: an approved plan's orders are under way, the first
  // relief and the promotion carried out, the ship change cancelled; a finished plan's are carried out;
  // a closed plan's second relief was cancelled and the rest closed.
  private statusOf(state: PlanState, spec: OrderSpec, n: number): string {
    switch (state) {
      case 'draft':
      case 'approval':
        return DISPATCH_STATUS.Pending;
      case 'progress':
        return n < 2 || spec.op === DISPATCH_OPERATION.Promotion ? DISPATCH_STATUS.Finished : spec.op === DISPATCH_OPERATION.ShipChange ? DISPATCH_STATUS.Cancelled : DISPATCH_STATUS.Dispatching;
      case 'finished':
        return DISPATCH_STATUS.Finished;
      case 'closed':
        return n < 2 ? DISPATCH_STATUS.Finished : n === 2 ? DISPATCH_STATUS.Cancelled : DISPATCH_STATUS.Closed;
    }
  }

  private async order(planId: number, owner: number, planType: string, state: PlanState, spec: OrderSpec, n: number, planCode: string) {
    const m = this.m;
    let status = this.statusOf(state, spec, n);
    // a relief's two halves share a fate: the sign-off follows its sign-on
    if (spec.op === DISPATCH_OPERATION.SignOff && this.lastSignOn?.relieves === spec.userId) status = this.lastSignOn.status;
    let planDate = status === DISPATCH_STATUS.Finished ? this.day(-3 - ((planId * 7 + n) % 25)) : status === DISPATCH_STATUS.Pending || status === DISPATCH_STATUS.Dispatching ? this.day(5 + ((planId * 3 + n) % 30)) : this.day(-10 + n);
    if (spec.op === DISPATCH_OPERATION.SignOff && this.lastSignOn?.relieves === spec.userId) planDate = this.lastSignOn.planDate;
    // a sign-on not before the seafarer came home (one home only today is still under way)
    if (spec.earliest && planDate < spec.earliest) planDate = spec.earliest;
    if (status === DISPATCH_STATUS.Finished && planDate > this.today) status = DISPATCH_STATUS.Dispatching;
    const done = status === DISPATCH_STATUS.Finished;
    const warned = (planId + n) % 5 === 1;
    const at = dayjs(this.day(-1)).toISOString();
    const confirmations = warned
      ? [{ key: 'crew.certWarning', text: { zh: '该船员的证书 健康证明 即将到期，是否继续？', en: "The seafarer's Medical certificate is about to expire. Continue?" }, by: this.maker.userId, at }]
      : [];
    const code = await nextCode(m, 'DO', planCode.slice(3, 11));
    const [row] = await m.query(
      `INSERT INTO boat_plan_dispatch (dispatch_code, plan_id, user_id, operation, shipowner_id, ship_id, duty, new_duty, new_ship_id, plan_date, plan_port,
                                       plan_leave_date, relieves_user_id, status, operation_status, cancel_reason, confirmations, compliant, override_reason, override_by,
                                       executed_at, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22) RETURNING id`,
      [
        code,
        planId,
        spec.userId,
        spec.op,
        owner,
        spec.shipId,
        spec.duty,
        spec.newDuty ?? null,
        spec.newShipId ?? null,
        planDate,
        String(1 + ((planId + n) % 10)),
        spec.op === DISPATCH_OPERATION.SignOn ? dayjs(planDate).add(270, 'day').format('YYYY-MM-DD') : null,
        spec.relievesUserId ?? null,
        status,
        status === DISPATCH_STATUS.Dispatching ? spec.op : null,
        status === DISPATCH_STATUS.Cancelled ? CANCEL_REASONS[(planId + n) % CANCEL_REASONS.length] : null,
        JSON.stringify(confirmations),
        '1',
        null,
        null,
        done ? `${planDate}T10:00:00+08:00` : null,
        this.maker.userId,
      ],
    );
    this.orders++;
    // a relief's two halves point at each other (issue 21)
    if (spec.op === DISPATCH_OPERATION.SignOff && this.lastSignOn?.relieves === spec.userId) await linkReliefPairs(m, [[this.lastSignOn.id, row.id]]);
    if (spec.op === DISPATCH_OPERATION.SignOn) this.lastSignOn = { id: row.id, relieves: spec.relievesUserId, status, planDate };
    if (done) await this.execute(row.id, planType, spec, planDate);
  }

  private lastSignOn?: { id: number; relieves?: number; status: string; planDate: string };

  // Carried out as the sea-service operations would: the stint ended or begun carries the order's id,
  // the order the stint's, and the seafarer's state follows.
  private async execute(orderId: number, planType: string, spec: OrderSpec, date: string) {
    const m = this.m;
    const ship = spec.newShipId ?? spec.shipId;
    const duty = spec.newDuty ?? spec.duty;
    const workId = await seedExecution(m, { op: spec.op, userId: spec.userId, workId: spec.workId, shipId: ship, shipownerId: this.shipOwner.get(ship), duty, date, dispatchType: planType, orderId, by: this.maker.userId });
    await m.query(`UPDATE boat_plan_dispatch SET work_id = $2 WHERE id = $1`, [orderId, workId]);
  }

  // The generated crew hold five certificates each; the matrix asks officers for more (advanced fire
  // fighting, survival craft). Most seafarers a plan sends hold what their new place needs, valid for
  // years; one order in four is left as it is, so some plans carry non-compliant orders and overrides.
  private async certify(planId: number) {
    const wants: Array<{ userId: number; kindId: number; day: string }> = await this.m.query(
      `SELECT DISTINCT d.user_id AS "userId", r.credential_id AS "kindId", to_char(d.plan_date, 'YYYY-MM-DD') AS day
         FROM boat_plan_dispatch d
         JOIN ${ClientsSql.ships} s ON s.id = COALESCE(d.new_ship_id, d.ship_id)
         JOIN boat_compliance_rule r ON r.duty = COALESCE(d.new_duty, d.duty) AND (r.ship_type IS NULL OR r.ship_type = s.ship_type)
        WHERE d.plan_id = $1 AND d.operation <> ${sqlText(DISPATCH_OPERATION.SignOff)} AND d.id % 4 <> 0`,
      [planId],
    );
    const made = await seedCertificates(this.m, wants, this.maker.userId);
    if (made.length) await refreshWarnings(this.m, this.today, { ids: made });
  }

  // A plan in approval is submitted through the flow, so its approver (zhangwei, the department's
  // leader) finds it in their to-do list. Should the flow refuse it (a rule of a later build), it stays
  // a draft rather than stopping the start.
  private async submit(resource: string, planId: number) {
    const flows = this.flows;
    const def = this.registry.resource(resource)!;
    try {
      await this.m.transaction(async (tx) => {
        const [record] = await tx.query('SELECT * FROM boat_dispatch_plan WHERE id = $1', [planId]);
        const row: Row = Object.fromEntries(Object.entries(record).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
        await flows.submit(
          { user: this.maker, lang: 'zh', manager: tx, resource: def, operation: 'submit', body: {}, files: [], confirmed: ['crew.certWarning', 'dispatch.readyLate'] },
          row,
        );
      });
    } catch (e) {
      new Logger('Seed').warn(`demo dispatch plan ${planId} left a draft: ${(e as Error).message}`);
    }
  }
}
