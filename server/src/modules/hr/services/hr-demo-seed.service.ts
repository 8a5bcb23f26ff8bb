import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { demoAccount } from '../../../core/access/grant.repository';
import { APP_CONFIG, AppConfig } from '../../../core/config/app-config';
import { DemoSeed } from '../../../core/database/demo-seed';
import { CrudService } from '../../../core/resource/crud.service';
import type { OpContext } from '../../../core/resource/op-context';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import { FlowService } from '../../../workflow/flows/flow.service';
import { firstOpenTask } from '../../../workflow/workflow.api';
import type { Row } from '../../../core/resource/row';
import { localToday } from '../../../core/config/local-date';

// a trip's start is a planned date (notPast): the demo's trips start some days after the day it is seeded
const ahead = (days: number) => new Date(Date.parse(`${localToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// What the staff screens show on a demo database (SEED_DEMO=1): supplies on offer, this year's
// holidays, and a few requests, two of them waiting in a leader's to-do list. Runs after the system
// seed (bootstrap, not module init) because it needs the demo staff.
const SUPPLIES: Array<[name: string, spec: string, unit: string, price: string, stock: number]> = [
  ['A4 复印纸', '70g 500张/包', '包', '25.00', 120],
  ['签字笔', '0.5mm 黑色', '支', '2.50', 400],
  ['文件夹', 'A4 蓝色', '个', '6.00', 80],
  ['笔记本', 'B5 80页', '本', '8.00', 150],
  ['订书机', '标准型', '个', '18.00', 20],
  ['硒鼓', 'HP 88A', '个', '320.00', 6],
];

// 2026 public holidays and the weekend days worked in their place (the State Council's schedule)
const HOLIDAYS: Array<[date: string, name: string, type: '1' | '2']> = [
  ...['2026-01-01', '2026-01-02', '2026-01-03'].map((d): [string, string, '1'] => [d, '元旦', '1']),
  ['2026-01-04', '元旦调休上班', '2'],
  ...['2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-22', '2026-02-23'].map((d): [string, string, '1'] => [d, '春节', '1']),
  ['2026-02-14', '春节调休上班', '2'],
  ['2026-02-28', '春节调休上班', '2'],
  ...['2026-04-04', '2026-04-05', '2026-04-06'].map((d): [string, string, '1'] => [d, '清明节', '1']),
  ...['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'].map((d): [string, string, '1'] => [d, '劳动节', '1']),
  ['2026-05-09', '劳动节调休上班', '2'],
  ...['2026-06-19', '2026-06-20', '2026-06-21'].map((d): [string, string, '1'] => [d, '端午节', '1']),
  ...['2026-09-25', '2026-09-26', '2026-09-27'].map((d): [string, string, '1'] => [d, '中秋节', '1']),
  ...['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07'].map((d): [string, string, '1'] => [d, '国庆节', '1']),
  ['2026-09-20', '国庆节调休上班', '2'],
  ['2026-10-10', '国庆节调休上班', '2'],
  ...['2027-01-01', '2027-01-02', '2027-01-03'].map((d): [string, string, '1'] => [d, '元旦', '1']),
];

// [username, resource, fields, submit, who approves each step after submitting]
// made when the seed runs, so the trips are dated from that day
const requests = (): Array<[string, string, Row, boolean, string[]?]> => [
  ['wangfang', 'EmployVacation', { vacationType: '3', startDate: '2026-12-07', endDate: '2026-12-11', reason: '回老家办理房产手续' }, true],
  ['zhaolei', 'EmployOverTime', { beginAt: '2026-11-21T01:00:00Z', endAt: '2026-11-21T09:00:00Z', reason: '“远洋之星”轮船员换班，周末加班办理登轮手续' }, true],
  ['wangfang', 'EmployTravel', { destination: '上海', startDate: ahead(18), endDate: ahead(20), transportMode: '2', budget: '3200', reason: '赴上海船东处沟通春节前船员换班计划' }, false],
  ['wuxia', 'employExpense', { expenseType: '1', expenseDate: '2026-11-18', amount: '386.50', billNum: 3, description: '接送新上船船员往返机场出租车费' }, false],
  // finished ones (a trip approved ahead of its days), so the reports and the done lists have something to show
  ['zhaolei', 'EmployVacation', { vacationType: '2', startDate: '2026-10-19', endDate: '2026-10-20', reason: '感冒发烧' }, true, ['chenjing']],
  ['liuyang', 'EmployVacation', { vacationType: '3', startDate: '2026-09-14', endDate: '2026-09-18', reason: '子女入学' }, true, ['zhangwei', 'lijun']],
  ['wangfang', 'EmployOverTime', { beginAt: '2026-10-10T01:00:00Z', endAt: '2026-10-10T07:00:00Z', reason: '国庆后船员集中登轮' }, true, ['zhangwei']],
  ['liuyang', 'EmployTravel', { destination: '大连', startDate: ahead(7), endDate: ahead(9), transportMode: '1', budget: '4500', reason: '大连船员培训中心面试新船员' }, true, ['zhangwei']],
];

@Injectable()
export class HrDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly flows: FlowService,
  ) {
    super(ds, config);
  }

  protected async seed(m: EntityManager) {
    if ((await m.query('SELECT 1 FROM sys_office_supplies_setting LIMIT 1')).length) return;
    // every demo member of staff starts the year with ten days of annual leave
    await m.query(`INSERT INTO hr_staff_record (user_id, vacation_days, vacation_surplus) SELECT id, 10, 10 FROM sys_user WHERE username <> 'admin' ON CONFLICT DO NOTHING`);
    for (const [name, spec, unit, price, stock] of SUPPLIES) {
      await m.query('INSERT INTO sys_office_supplies_setting (name, spec, unit, price, stock) VALUES ($1, $2, $3, $4, $5)', [name, spec, unit, price, stock]);
    }
    for (const [date, name, type] of HOLIDAYS) {
      await m.query('INSERT INTO sys_vacation (holiday_date, name, day_type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [date, name, type]);
    }
    let made = 0;
    for (const [username, resource, fields, submit, approvers = []] of requests()) {
      const user = await demoAccount(m, username);
      if (!user) continue;
      const ctx: OpContext = { user, lang: 'zh', manager: m, resource: this.registry.resource(resource)!, operation: 'insert', body: fields, files: [] };
      const [record] = await this.crud.insert(ctx);
      if (submit) {
        const instance = await this.flows.submit({ ...ctx, operation: 'submit' }, await this.crud.load(ctx, record.id, true));
        for (const approver of approvers) {
          const task = await firstOpenTask(m, instance.id);
          const actor = await demoAccount(m, approver);
          if (task && actor) await this.flows.complete(m, actor, task, '1', '同意');
        }
      }
      made++;
    }
    this.log.log(`demo data: ${SUPPLIES.length} office supplies, ${HOLIDAYS.length} holidays, ${made} staff requests`);
  }

}
