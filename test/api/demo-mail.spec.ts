import { DataSource } from 'typeorm';
import { DEMO_ROLES, DEMO_STAFF } from '../../server/src/modules/system/seed/org-seed';
import { SeedService } from '../../server/src/modules/system/seed/seed.service';
import { HrDemoSeed } from '../../server/src/modules/hr/services/hr-demo-seed.service';
import { startTestApp, TestApp } from '../setup/test-app';

// Issue 21 §1: the mail a journey promises is seen out of the box. The demo staff have addresses and
// receive approval mail, so the demo's own requests waiting in a leader's to-do list have their mails
// waiting in the outbox (System › Mail outbox) with no SMTP_URL.
type Row = Record<string, any>;

class Rollback extends Error {
  constructor(readonly facts: Row) {
    super('rollback');
  }
}

describe('demo staff and mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  // seeded in a transaction that is rolled back: the run's database is shared by every file of this worker
  it('every demo member of staff has an example.com address and receives mail; the waiting requests left mails in the outbox', async () => {
    const ds = t.app.get(DataSource);
    const seed = t.app.get(SeedService);
    const facts = await ds
      .transaction(async (m) => {
        // other files may have made roles of the demo's names and supplies (the HR demo seeds only an
        // empty list): moved aside inside this transaction
        await m.query(`UPDATE sys_role SET name = left(name, 40) || ' #' || id WHERE name = ANY($1)`, [DEMO_ROLES.map((r) => r.name)]);
        await m.query('DELETE FROM employ_office_supplies');
        await m.query('DELETE FROM sys_office_supplies_setting');
        const before = (await m.query('SELECT coalesce(max(id), 0)::int AS id FROM sys_mail_outbox'))[0].id;
        await seed['demo'](m, await seed['organisation'](m));
        await t.app.get(HrDemoSeed)['seed'](m);
        throw new Rollback({
          staff: await m.query('SELECT username, email, receive_mail AS "receiveMail" FROM sys_user WHERE username = ANY($1) ORDER BY username', [DEMO_STAFF.map((s) => s.username)]),
          mails: await m.query(`SELECT u.username, o.to_address AS "to", o.subject FROM sys_mail_outbox o JOIN sys_user u ON u.id = o.user_id WHERE o.id > $1 ORDER BY o.id`, [before]),
        });
      })
      .then(
        () => {
          throw new Error('the demo transaction was not rolled back');
        },
        (e) => {
          if (e instanceof Rollback) return e.facts;
          throw e;
        },
      );
    expect(facts.staff).toHaveLength(DEMO_STAFF.length);
    for (const s of facts.staff) expect(s).toEqual({ username: s.username, email: `${s.username}@example.com`, receiveMail: '1' });
    // wangfang's leave waits for her department's leader (zhangwei), zhaolei's overtime for chenjing
    expect(facts.mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'zhangwei', to: 'zhangwei@example.com', subject: expect.stringMatching(/^待您审批：王芳/) }),
        expect.objectContaining({ username: 'chenjing', to: 'chenjing@example.com', subject: expect.stringMatching(/^待您审批：赵磊/) }),
      ]),
    );
    expect((await ds.query('SELECT count(*)::int AS n FROM sys_user WHERE username = $1', [DEMO_STAFF[0].username]))[0].n).toBe(0);
  });
});
