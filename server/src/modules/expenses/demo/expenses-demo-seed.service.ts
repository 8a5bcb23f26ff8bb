import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import dayjs from 'dayjs';
import { DataSource, EntityManager } from 'typeorm';
import { demoAccount } from '../../../core/access/grant.repository';
import type { CurrentUser } from '../../../core/auth/current-user';
import { APP_CONFIG, AppConfig } from '../../../core/config/app-config';
import { localToday } from '../../../core/config/local-date';
import { DemoSeed } from '../../../core/database/demo-seed';
import { CrudService } from '../../../core/resource/crud.service';
import type { OpContext } from '../../../core/resource/op-context';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { Row } from '../../../core/resource/row';
import { APPROVAL_RESULT } from '../../../workflow/workflow.states';
import { FlowService } from '../../../workflow/flows/flow.service';
import { firstOpenTask } from '../../../workflow/workflow.api';
import { CrewSql } from '../../crew/crew.api';
import { CREW_SCOPE } from '../../crew/crew.states';
import { CrewDemoSeed } from '../../crew/demo/crew-demo-seed.service';
import { DEMO_ROLES } from '../../system/seed/org-seed';
import { ClaimService } from '../claims/claim.service';
import { boatExpenseAccountDetailResource, boatExpenseAccountResource } from '../expenses.resources';
import { FEE_GROUP } from '../expenses.states';

const role = (key: string) => DEMO_ROLES.find((r) => r.key === key)!.name;
// who keeps the crew's claims (the crew managers) and who approves above the flow's threshold (finance)
const FINANCE = role('finance');
const EXP = FEE_GROUP.Expense;
const CA = FEE_GROUP.CashAdvance;

// a line: group, fee type, days before the claim, amount, and what else it says
type DemoLine = [group: string, feeType: string | null, daysBefore: number, amount: number, more?: Row];
interface DemoClaim {
  reason: string;
  lines: DemoLine[];
  // how far it went: a draft (withdrawn once: 'withdrawn'), in review (at the manager, or at finance
  // once he agreed), approved (and printed), or rejected with the manager's words
  to: 'draft' | 'withdrawn' | 'manager' | 'finance' | 'approved' | 'printed' | 'rejected';
  comment?: string;
  // approved that many months ago: the report lists show more than this month
  monthsAgo?: number;
}

// What a crew change costs the seafarer, as the office sees it claimed: none of these lines names a
// booking (the bookings modules register theirs with expenses.api.ts).
const CLAIMS: DemoClaim[] = [
  { reason: '上船途中交通及住宿', to: 'draft', lines: [[EXP, '1', 6, 553.5, { billNum: 2, note: '高铁 青岛—上海' }], [EXP, '3', 5, 680, { note: '港口附近酒店 2 晚' }]] },
  { reason: '体检费用', to: 'withdrawn', lines: [[EXP, '2', 12, 420, { note: '上船前体检' }]] },
  { reason: '下船回家交通', to: 'draft', lines: [] },
  { reason: '上船交通、餐费', to: 'manager', lines: [[EXP, '1', 4, 312, { note: '机场大巴及出租车', billNum: 3 }], [EXP, '4', 4, 168, { billNum: 2 }]] },
  { reason: '培训及住宿', to: 'manager', lines: [[EXP, '5', 20, 1800, { note: '高级消防培训' }], [EXP, '3', 18, 900, { note: '培训期间住宿 3 晚' }], [CA, null, 22, 1000, { billNum: 0, note: '培训前借支' }]] },
  { reason: '新加坡换班差旅', to: 'finance', lines: [[EXP, '3', 9, 620, { currency: 'USD', exchangeRate: 7.12, note: '新加坡酒店 4 晚' }], [EXP, '1', 8, 860, { note: '往返机场' }], [EXP, '9', 15, 160, { currency: 'USD', exchangeRate: 7.15, note: '签证' }]] },
  { reason: '上船交通', to: 'approved', lines: [[EXP, '1', 10, 286, { billNum: 2 }]] },
  { reason: '下船回国差旅', to: 'printed', lines: [[EXP, '8', 14, 3200, { companyPaid: '1', note: '公司已订机票 鹿特丹—北京' }], [EXP, '1', 13, 86, { note: '出租车' }], [EXP, '6', 13, 300, { note: '途中补贴' }]] },
  { reason: '换班借支结算', to: 'approved', monthsAgo: 1, lines: [[CA, null, 40, 2000, { billNum: 0, note: '出国前借支' }], [EXP, '3', 35, 1180, { note: '候船住宿' }], [EXP, '4', 35, 320]] },
  { reason: '外派体检与培训', to: 'approved', monthsAgo: 2, lines: [[EXP, '2', 70, 650], [EXP, '5', 68, 4800, { note: '电子海图培训' }], [EXP, '3', 67, 1200]] },
  { reason: '候船期间住宿', to: 'rejected', comment: '住宿超出公司标准，请按标准重新报销', lines: [[EXP, '3', 25, 2600, { note: '五星酒店 4 晚' }]] },
];

// Expense claim demo data (SEED_DEMO=1): claims in every state for seafarers who joined or came home
// lately, kept by liuyang (a crew manager of the Qingdao crew department), reviewed by zhangwei (its
// leader) and, above the flow's threshold, by zhengmin (finance); one approved claim printed. The crew
// managers' role holds the claims screen (system's demo roles); finance's role gets all crew, so that the
// approvals screen lists every claim it approves.
@Injectable()
export class ExpensesDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly modules: ModuleRef,
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly flows: FlowService,
    private readonly claims: ClaimService,
  ) {
    super(ds, config);
  }

  protected async seed(m: EntityManager) {
    await this.modules.get(CrewDemoSeed, { strict: false }).ensure(m);
    if ((await m.query('SELECT 1 FROM boat_expense_account LIMIT 1')).length) return;
    await this.rights(m);
    const maker = await demoAccount(m, 'liuyang', { asSignedIn: true });
    const manager = await demoAccount(m, 'zhangwei', { asSignedIn: true });
    const finance = await demoAccount(m, 'zhengmin', { asSignedIn: true });
    if (!maker || !manager || !finance) return;
    const today = localToday();
    const crew = await this.seafarers(m, maker, CLAIMS.length);
    let made = 0;
    for (const [i, c] of CLAIMS.entries()) {
      const userId = crew[i];
      if (!userId) break;
      await this.claim(m, { maker, manager, finance }, userId, c, today);
      made++;
    }
    this.log.log(`demo data: ${made} crew expense claims`);
  }

  private async claim(m: EntityManager, staff: { maker: CurrentUser; manager: CurrentUser; finance: CurrentUser }, userId: number, c: DemoClaim, today: string) {
    const on = (n: number) => dayjs(today).subtract(n, 'day').format('YYYY-MM-DD');
    const latest = Math.min(...c.lines.map((l) => l[2]), 3);
    const claimDate = on(Math.max(0, latest - 2));
    const ctx = this.ctx(m, staff.maker, boatExpenseAccountResource.name);
    const [claim] = await this.crud.insert({ ...ctx, body: { userId, reason: c.reason, claimDate } });
    const id = claim.id as number;
    for (const [feeGroup, feeType, before, amount, more] of c.lines) {
      await this.crud.insert({ ...this.ctx(m, staff.maker, boatExpenseAccountDetailResource.name), body: { accountId: id, feeGroup, feeType, feeDate: on(before), amount, ...more } });
    }
    if (c.to === 'draft') return;
    const submit = async () => this.flows.submit(ctx, await this.crud.load(ctx, id, true));
    const instance = await submit();
    if (c.to === 'withdrawn') return this.flows.withdraw(ctx, await this.crud.load(ctx, id));
    if (c.to === 'manager') return;
    const agree = APPROVAL_RESULT.Agree;
    if (c.to === 'rejected') return this.decide(m, instance.id, [staff.manager], APPROVAL_RESULT.Disagree, c.comment!);
    await this.decide(m, instance.id, [staff.manager], agree, '情况属实，同意报销');
    if (c.to === 'finance') return;
    // above the threshold finance approves too
    await this.decide(m, instance.id, [staff.finance], agree, '票据已核对');
    if (c.monthsAgo) {
      const approved = dayjs(today).subtract(c.monthsAgo, 'month').format('YYYY-MM-DD');
      await m.query('UPDATE boat_expense_account SET approved_on = $2, claim_date = LEAST(claim_date, $2::date) WHERE id = $1', [id, approved]);
    }
    if (c.to === 'printed') await this.claims.printed(ctx, id);
  }

  // each open step of the flow answered in turn by the actors given
  private async decide(m: EntityManager, instanceId: string, actors: CurrentUser[], result: '1' | '2', comment: string): Promise<void> {
    for (const actor of actors) {
      const task = await firstOpenTask(m, instanceId);
      if (!task) return;
      await this.flows.complete(m, actor, task, result, comment);
    }
  }

  // Seafarers who joined or came home lately, among those the claims' keeper sees (his crew rights): the
  // latest sign-on or sign-off first.
  private async seafarers(m: EntityManager, maker: CurrentUser, n: number): Promise<number[]> {
    const recent: Array<{ user_id: number }> = await m.query(
      `SELECT s.user_id FROM ${CrewSql.stints} s
        WHERE s.onboat_date >= CURRENT_DATE - 120 OR s.ended_on >= CURRENT_DATE - 120
        GROUP BY s.user_id ORDER BY max(GREATEST(s.onboat_date, COALESCE(s.ended_on, s.onboat_date))) DESC, s.user_id LIMIT 400`,
    );
    if (!recent.length) return [];
    const visible = await this.crud
      .scopedQuery(this.ctx(m, maker, 'BoatUserInfo'))
      .andWhere('t.id IN (:...ids)', { ids: recent.map((r) => r.user_id) })
      .select('t.id', 'id')
      .getRawMany<{ id: number }>();
    const seen = new Set(visible.map((v) => v.id));
    return recent.map((r) => r.user_id).filter((id) => seen.has(id)).slice(0, n);
  }

  // Finance reads every seafarer's claims (its approvals screen is limited by crew rights): its role's crew
  // rights are all crew, written through the roles' resource as the administrator would. The crew
  // managers' claims screen comes with their role (system's demo roles).
  private async rights(m: EntityManager) {
    const resource = this.registry.resource('SysRole')!;
    const [fin] = await m.query('SELECT id FROM sys_role WHERE name = $1', [FINANCE]);
    if (fin) await this.crud.update({ user: null, lang: 'zh', manager: m, resource, operation: 'update', body: { id: fin.id, crewScope: CREW_SCOPE.All }, files: [] });
  }

  private ctx(m: EntityManager, user: CurrentUser, resource: string): OpContext {
    return { user, lang: 'zh', manager: m, resource: this.registry.resource(resource)!, operation: 'insert', body: {}, files: [] };
  }

}
