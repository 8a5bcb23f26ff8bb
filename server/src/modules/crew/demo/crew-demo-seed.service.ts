import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../core/config/app-config';
import { DemoSeed } from '../../../core/database/demo-seed';
import { ClientsDemoSeed } from '../../clients/clients-demo-seed.service';
import { serveShipowners } from '../../clients/clients-generator';
import { DEMO_SIZES, generateCrew } from './crew-generator';

// The crew screens of a demo database (SEED_DEMO=1): 50 shipowners, 200 ships and 2,000 seafarers
// with sea service, certificates (some warning, a few expired), family and bank rows. The Qingdao and
// Shanghai crew managers each keep half; the recruiter has some not yet confirmed; the shipowner
// account officer (maqiang) serves two shipowners.
@Injectable()
export class CrewDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clients: ClientsDemoSeed,
  ) {
    super(ds, config);
  }

  // the dispatch demo data moves these seafarers: it asks for them first, whichever module starts first
  ensure(m: EntityManager): Promise<void> {
    return this.seed(m);
  }

  protected async seed(m: EntityManager) {
    // the demo roles' crew rights (the roles are the system seed's): the recruiter sees the crew it
    // entered and may not change crew; the account officer serves its shipowners' crew
    await m.query(
      `INSERT INTO crew_role_right (role_id, crew_scope, recruiter)
       SELECT r.id, v.scope, v.recruiter FROM sys_role r JOIN (VALUES ('招聘专员', '4', true), ('船东服务专员', '3', false)) v(name, scope, recruiter) ON v.name = r.name
       ON CONFLICT DO NOTHING`,
    );
    // the named shipowners and ships first, so the generated crew sail on them too
    await this.clients.ensure(m);
    if ((await m.query('SELECT 1 FROM boat_user_info LIMIT 1')).length) return;
    const users = new Map<string, { id: number; dept_id: number }>(
      (await m.query(`SELECT username, id, dept_id FROM sys_user WHERE username IN ('zhangwei', 'xuhui', 'linna', 'maqiang')`)).map((u: { username: string; id: number; dept_id: number }) => [u.username, u]),
    );
    const keepers = ['zhangwei', 'xuhui'].map((k) => users.get(k)).filter((u): u is { id: number; dept_id: number } => !!u);
    if (!keepers.length) return;
    const made = await generateCrew(m, DEMO_SIZES, { deptIds: keepers.map((k) => k.dept_id), creatorIds: keepers.map((k) => k.id) });
    const recruiter = users.get('linna');
    if (recruiter) {
      await m.query(`UPDATE boat_user_info SET created_by = $1 WHERE id IN (SELECT id FROM boat_user_info WHERE is_confirm = '0' ORDER BY id LIMIT 30)`, [recruiter.id]);
    }
    const officer = users.get('maqiang');
    if (officer) {
      await serveShipowners(m, officer.id, ['SO001', 'SO003']);
    }
    this.log.log(`demo data: ${DEMO_SIZES.shipowners} shipowners and ${DEMO_SIZES.ships} ships in all, ${made.seafarers} seafarers, ${made.stints} sea-service rows, ${made.certificates} certificates`);
  }
}
