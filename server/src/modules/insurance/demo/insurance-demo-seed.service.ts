import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource, EntityManager } from 'typeorm';
import { demoAccount } from '../../../core/access/grant.repository';
import { APP_CONFIG, AppConfig } from '../../../core/config/app-config';
import { localToday } from '../../../core/config/local-date';
import { DemoSeed } from '../../../core/database/demo-seed';
import { sqlText } from '../../../core/database/sql-literal';
import { CrudService } from '../../../core/resource/crud.service';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { FlowService } from '../../../workflow/flows/flow.service';
import { setInsuranceStatus } from '../../crew/crew.api';
import { CREW_SCOPE } from '../../crew/crew.states';
import { CrewDemoSeed } from '../../crew/demo/crew-demo-seed.service';
import { DEMO_ROLES } from '../../system/seed/org-seed';
import { DeclarationService } from '../declarations/declaration.service';
import { latestDeclarationState } from '../insurance.repository';
import { COVER_STATE, DECLARATION_STATE } from '../insurance.states';
import { coverStart, seedCovers } from './demo-covers';
import { demoCrew } from './demo-crew';
import { DemoDeclarations } from './demo-declarations';
import { seedParams } from './demo-params';
import { lastMonths, seedPayments } from './demo-payments';
import { seedDisability, seedInsurers, seedPolicies } from './demo-policies';

// the roles of the insurance office (system's demo roles), who see every seafarer's insurance
const OFFICE_ROLES = DEMO_ROLES.filter((r) => r.key === 'insuranceManager' || r.key === 'insuranceClerk').map((r) => r.name);

// Insurance demo data (SEED_DEMO=1), over the crew on board as the crew and dispatch demo data left them:
// the Qingdao and Shanghai offices' parameters for last year and this, an approved declaration and a
// cover for everyone on board but three (the gaps warning's: two declarations waiting in zhangwei's
// to-do list, one he rejected), declarations in every other state, six months of payments (four paid
// and sealed, one submitted, this one open) with the balance history they leave, commercial policies
// and three disability cases. liuyang (crew manager) declares, zhangwei approves, sunli (insurance
// manager) confirms payments and approves above the flow's threshold, qianhong (insurance clerk)
// generates and submits the months.
//
// Runs after the dispatch demo has moved the crew: this module imports the dispatch module, and Nest
// calls a module's bootstrap hooks only once those of every module it imports have run (modules sorted
// by import depth); the dispatch demo offers no ensure() to call as the crew's is called here.
@Injectable()
export class InsuranceDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly modules: ModuleRef,
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly flows: FlowService,
    private readonly declarations: DeclarationService,
  ) {
    super(ds, config);
  }

  protected async seed(m: EntityManager) {
    // the crew module's demo first, whichever module starts first (resolved at run time: the crew module
    // keeps its seed to itself)
    await this.modules.get(CrewDemoSeed, { strict: false }).ensure(m);
    if ((await m.query('SELECT 1 FROM boat_insurance_apply LIMIT 1')).length) return;
    const maker = await demoAccount(m, 'liuyang');
    const approver = await demoAccount(m, 'zhangwei');
    const manager = await demoAccount(m, 'sunli');
    if (!maker || !approver || !manager) return;
    const clerk = (await demoAccount(m, 'qianhong')) ?? manager;
    await this.officeRights(m);
    const today = localToday();
    const year = Number(today.slice(0, 4));
    const [firstDay, lastDay] = [`${year - 1}-01-01`, `${year}-12-31`];
    const { book, made: params } = await seedParams(m, year, manager.userId);
    const crew = await demoCrew(m, today);
    // the three latest to sign on wait for their declarations: the gaps the insurance home panel shows
    const gaps = crew.onBoard.slice(0, 3);
    const insured = crew.onBoard.slice(3);
    const covered = await seedCovers(m, maker, book, [...insured, ...crew.cameHome], firstDay);
    const coverOf = new Map(covered.map((c) => [c.userId, c]));
    const stops = crew.cameHome.filter((s) => coverOf.has(s.userId)).map((s) => ({ ...s, ...coverOf.get(s.userId)! }));
    const declared = new DemoDeclarations(m, { maker, approver, manager }, this.crud, this.flows, this.declarations, book, firstDay, lastDay);
    await declared.make(gaps, crew.ashore, stops, today);
    // a few balances adjusted by hand, of seafarers insured for months
    const adjusted = insured.filter((_, i) => i % 150 === 100).map((s) => s.userId);
    const months = lastMonths(today);
    const paying = { clerk: clerk.userId, manager: manager.userId };
    const payments = await seedPayments(m, months, covered.map((c) => c.applyId), covered.map((c) => c.userId), adjusted, today, paying);
    await this.insuranceStatus(m, covered.map((c) => c.userId), declared.seafarers);
    const insurers = await seedInsurers(m, manager, this.crud, this.registry);
    const holders = [...insured.filter((_, i) => i % 9 === 4), ...stops].map((s) => ({ ...s, coverFrom: coverStart(s.signedOn, firstDay) }));
    const policies = await seedPolicies(m, clerk.userId, insurers, holders);
    const fees = await seedDisability(m, clerk.userId, crew.ashore.slice(10, 13), today);
    const [covers] = await m.query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE state = ${sqlText(COVER_STATE.InForce)})::int AS "inForce" FROM boat_insurance_cover`);
    this.log.log(
      `demo data: ${params} insurance parameters, ${covered.length + declared.made} insurance declarations, ${covers.n} covers (${covers.inForce} in force), ` +
        `${payments.rows} payment rows over ${months.length} months (${payments.paid} paid and sealed), ${payments.changes} balance changes, ${policies} commercial policies, ${fees} disability fees`,
    );
  }

  // The insurance office works for every seafarer: its roles' crew rights are all crew, written through
  // the roles' resource (the crew module keeps them beside the role), as the administrator would.
  private async officeRights(m: EntityManager) {
    const resource = this.registry.resource('SysRole')!;
    const roles: Array<{ id: number }> = await m.query('SELECT id FROM sys_role WHERE name = ANY($1) ORDER BY id', [OFFICE_ROLES]);
    for (const r of roles) {
      await this.crud.update({ user: null, lang: 'zh', manager: m, resource, operation: 'update', body: { id: r.id, crewScope: CREW_SCOPE.All }, files: [] });
    }
  }

  // Each declared seafarer's file shows his latest declaration's state, as the declarations' service keeps
  // it: approved for those with the one approved declaration, else as the service reads it.
  private async insuranceStatus(m: EntityManager, approved: number[], others: Set<number>) {
    for (const id of approved) if (!others.has(id)) await setInsuranceStatus(m, id, DECLARATION_STATE.Approved);
    for (const id of others) await setInsuranceStatus(m, id, await latestDeclarationState(m, id));
  }

}
