import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../setup/test-app';
import { ClothesDemoSeed } from '../../server/src/modules/bookings/clothes/demo/clothes-demo-seed.service';
import { CLOTHES_STATE as S } from '../../server/src/modules/bookings/clothes/clothes.states';
import { DispatchDemoSeed } from '../../server/src/modules/dispatch/demo/dispatch-demo-seed.service';
import { DEMO_ROLES } from '../../server/src/modules/system/seed/org-seed';
import { SeedService } from '../../server/src/modules/system/seed/seed.service';

type Row = Record<string, any>;

// The work clothes' demo data (issue 23 §8), made in a transaction that is rolled back (the run's database
// is shared by every file of this worker): on an empty crew, after the demo staff, crew and dispatch plans,
// as SEED_DEMO=1 makes them. Orders in every state, five of them the plans' sign-ons' check items, and a
// stock that agrees with the lines.
describe('work clothes demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('a catalogue in sizes, orders in every state, several from the demo plans\' sign-ons, the stock agreeing with the lines', async () => {
    class Rollback extends Error {
      constructor(readonly facts: Row) {
        super('rollback');
      }
    }
    const ds = t.app.get(DataSource);
    const facts: Row = await ds
      .transaction(async (m) => {
        for (const table of ['boat_user_info', 'boat_work', 'boat_plan_dispatch', 'boat_dispatch_plan', 'boat_plan_dispatch_temp', 'boat_user_ready', 'boat_compliance_rule', 'boat_dispatch_link', 'boat_clothing_staff', 'boat_clothing_order', 'boat_clothing_clothes']) {
          await m.query(`DELETE FROM ${table}`);
        }
        await m.query(`UPDATE sys_role SET name = left(name, 40) || ' #' || id WHERE name = ANY($1)`, [DEMO_ROLES.map((r) => r.name)]);
        const seed = t.app.get(SeedService);
        await seed['demo'](m, await seed['organisation'](m));
        await t.app.get(DispatchDemoSeed)['seed'](m);
        await t.app.get(ClothesDemoSeed)['seed'](m);
        throw new Rollback({
          garments: (await m.query('SELECT count(*)::int AS n, count(DISTINCT garment_type)::int AS kinds FROM boat_clothing_clothes'))[0],
          states: (await m.query('SELECT DISTINCT clothes_status AS s FROM boat_clothing_order ORDER BY 1')).map((r: Row) => r.s),
          linked: (await m.query(`SELECT o.clothes_status AS s, o.return_due AS due, p.operation FROM boat_dispatch_link l JOIN boat_clothing_order o ON o.id = l.app_id JOIN boat_plan_dispatch p ON p.id = l.order_id WHERE l.kind = 'clothes' ORDER BY l.id`)),
          // what is reserved is what the lines not yet sent hold
          reservedAstray: (
            await m.query(
              `SELECT c.id FROM boat_clothing_clothes c
                 LEFT JOIN (SELECT clothes_id, sum(number_of_units) AS n FROM boat_clothing_staff WHERE clothes_status IN ($1, $2) GROUP BY clothes_id) r ON r.clothes_id = c.id
                WHERE c.reserved <> COALESCE(r.n, 0) OR c.available <> c.stock - c.reserved`,
              [S.Reserve, S.NotSent],
            )
          ).length,
          // a line sits in its recipient's size where the garment is sized by his record
          wrongSize: (await m.query(`SELECT s.id FROM boat_clothing_staff s JOIN boat_user_info u ON u.id = s.user_id WHERE s.garment_type = '1' AND s.size <> u.clothes_size`)).length,
        });
      })
      .catch((e) => {
        if (e instanceof Rollback) return e.facts;
        throw e;
      });
    expect(facts.garments.n).toBeGreaterThan(20);
    expect(facts.garments.kinds).toBe(7);
    expect(facts.states).toEqual([S.Reserve, S.NotSent, S.Shipping, S.Received, S.Returned, S.Cancelled]);
    expect(facts.linked.map((r: Row) => [r.s, r.due, r.operation])).toEqual([
      [S.NotSent, '0', '1'],
      [S.Shipping, '0', '1'],
      [S.Received, '0', '1'],
      [S.Cancelled, '0', '1'],
      [S.Shipping, '1', '1'],
    ]);
    expect([facts.reservedAstray, facts.wrongSize]).toEqual([0, 0]);
  });
});
