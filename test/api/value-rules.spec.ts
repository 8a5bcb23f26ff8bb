import { DataSource } from 'typeorm';
import { localToday } from '../../server/src/core/config/local-date';
import { normalizeIdCard, normalizePhone } from '../../server/src/core/resource/field-formats';
import { generateCrew } from '../../server/src/modules/crew/demo/crew-generator';
import { newUser, type NewUser } from '../setup/factories';
import { newIdCard } from '../setup/id-card';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// Values a user must not get away with (issue section 2): amounts below their minimum, facts dated in
// the future, phone and identity card numbers that are not ones, and leave and travel days other than
// those the dates give.
describe('value rules', () => {
  let t: TestApp;
  let admin: string;
  let staff: NewUser;
  let shipownerId: number;
  // the company's date, days from today

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    const screens = ['employeeReimbursement', 'officeSuppliesApplication', 'vacationApplication', 'businessTravelApplication'];
    staff = await newUser(t, { perms: screens.flatMap((s) => [s, `${s}:add`, `${s}:edit`]) });
    shipownerId = (await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: '价值规则船东' }, admin)).body.list[0].id;
  });
  afterAll(() => t?.close());

  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const refused = (r: { status: number; body: Row }) => [r.status, r.body.error, r.body.fields?.map((f: Row) => [f.field, f.reason])];

  describe('amounts', () => {
    const expense = (amount: unknown, extra: Row = {}) =>
      t.call('employExpense', 'insert', { expenseType: '1', expenseDate: day(-1), amount, billNum: 1, ...extra }, staff.token);

    it.each([['-5'], [-5], ['0'], [0], ['-0.01']])('an expense of %p is refused, naming the amount', async (amount) => {
      expect(refused(await expense(amount))).toEqual([400, 'Validation', [['amount', 'min']]]);
    });

    it('nothing is saved by a refused amount, and a positive one is kept exactly', async () => {
      const tag = uniq('报销');
      await expense('-5', { description: tag });
      const kept = await expense('386.50', { description: `${tag}-ok` });
      ok(kept);
      expect(Number(kept.body.list[0].amount)).toBe(386.5);
      const mine = await t.call('employExpense', 'getList', { pageSize: 100 }, staff.token);
      expect((mine.body.list as Row[]).filter((r) => String(r.description).startsWith(tag)).map((r) => r.description)).toEqual([`${tag}-ok`]);
    });

    it('office supplies: a quantity of 0 or -5 and a negative unit price are refused', async () => {
      const item = await t.call('SysOfficeSuppliesSetting', 'insert', { name: uniq('复印纸'), unit: '包', price: '25.00', stock: 10 }, admin);
      ok(item);
      for (const quantity of [0, -5]) {
        expect(refused(await t.call('EmployOfficeSupplies', 'insert', { settingId: item.body.list[0].id, quantity }, staff.token))).toEqual([400, 'Validation', [['quantity', 'min']]]);
      }
      expect(refused(await t.call('SysOfficeSuppliesSetting', 'insert', { name: uniq('笔'), unit: '支', price: '-5' }, admin))).toEqual([400, 'Validation', [['price', 'min']]]);
    });

    it("a seafarer's debt and wages must be positive", async () => {
      const crew = await t.call('BoatUserInfo', 'insert', { name: uniq('钱'), sex: '1' }, admin);
      ok(crew);
      const userId = crew.body.list[0].id;
      expect(refused(await t.call('boatDebt', 'insert', { userId, projectName: '借支', debtType: '1', currency: 'CNY', debtAmount: '0' }, admin))).toEqual([400, 'Validation', [['debtAmount', 'min']]]);
      expect(refused(await t.call('BoatWage', 'insert', { userId, currency: 'USD', wages: '-5', startDate: '2026-01-01' }, admin))).toEqual([400, 'Validation', [['wages', 'min']]]);
    });
  });

  describe('facts are not dated in the future', () => {
    it('an expense dated tomorrow is refused; today is fine', async () => {
      const future = await t.call('employExpense', 'insert', { expenseType: '1', expenseDate: day(2), amount: '10' }, staff.token);
      expect(refused(future)).toEqual([400, 'Validation', [['expenseDate', 'future']]]);
      ok(await t.call('employExpense', 'insert', { expenseType: '1', expenseDate: day(0), amount: '10' }, staff.token));
    });

    it('a ship cannot be built in the future', async () => {
      const ship = await t.call('BoatShip', 'insert', { name: uniq('未来号'), shipownerId, buildDate: day(30) }, admin);
      expect(refused(ship)).toEqual([400, 'Validation', [['buildDate', 'future']]]);
      ok(await t.call('BoatShip', 'insert', { name: uniq('过去号'), shipownerId, buildDate: '2015-06-30' }, admin));
    });

    it('a search may still run to a future date', async () => {
      ok(await t.call('employExpense', 'getList', { expenseDate: [day(-30), day(30)] }, staff.token));
      ok(await t.call('BoatShip', 'getList', { buildDate: ['2000-01-01', day(365)] }, admin));
    });
  });

  describe('phone numbers', () => {
    it('a phone that is not one is refused, naming the field', async () => {
      const crew = await t.call('BoatUserInfo', 'insert', { name: uniq('电'), sex: '1', linkertel: '12345' }, admin);
      expect(refused(crew)).toEqual([400, 'Validation', [['linkertel', 'phone']]]);
      const zh = await t.call('BoatUserInfo', 'insert', { name: uniq('电'), sex: '1', linkertel2: '88886666' }, admin, 'zh');
      expect(zh.body.fields[0]).toMatchObject({ field: 'linkertel2', reason: 'phone' });
      expect(zh.body.msg).toContain('备用电话不是有效的电话号码');
      const customer = await t.call('CustomerInfo', 'insert', { company: uniq('客户'), phone: '1380532000' }, admin);
      expect(refused(customer)).toEqual([400, 'Validation', [['phone', 'phone']]]);
    });

    it('a mainland mobile, a landline with area code and an international number are kept', async () => {
      const crew = await t.call('BoatUserInfo', 'insert', { name: uniq('电'), sex: '1', linkertel: '13805320000', linkertel2: '+63 917 123 4567' }, admin);
      ok(crew);
      expect(crew.body.list[0]).toMatchObject({ linkertel: '13805320000', linkertel2: '+63 917 123 4567' });
      const family = await t.call('BoatFamily', 'insert', { userId: crew.body.list[0].id, name: '家属', relationship: '2', telephone: '0532-88886666-801' }, admin);
      ok(family);
      const owner = await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: 'Nordic Bulk AS', nation: 'NO', telphone: '+47-22-00-00-00' }, admin);
      ok(owner);
      ok(await t.call('CustomerInfo', 'insert', { company: uniq('客户'), phone: '0411-88886666' }, admin));
    });
  });

  describe('identity card numbers', () => {
    const seafarer = (extra: Row) => t.call('BoatUserInfo', 'insert', { name: uniq('证'), sex: '1', ...extra }, admin);

    it('a Chinese seafarer needs a valid number: a wrong check character or date is refused', async () => {
      const good = newIdCard();
      const wrongCheck = good.slice(0, 17) + (good[17] === '1' ? '2' : '1');
      expect(refused(await seafarer({ nationality: 'CN', idNumber: wrongCheck }))).toEqual([400, 'Validation', [['idNumber', 'idCard']]]);
      // nationality CN is the default
      expect(refused(await seafarer({ idNumber: 'E12345678' }))).toEqual([400, 'Validation', [['idNumber', 'idCard']]]);
    });

    it('a valid number is kept, with x as X', async () => {
      let id = newIdCard();
      while (!id.endsWith('X')) id = newIdCard();
      const r = await seafarer({ nationality: 'CN', idNumber: id.toLowerCase() });
      ok(r);
      expect(r.body.list[0].idNumber).toBe(id);
      // and the same number in either case is the same person
      expect((await seafarer({ idNumber: id.toLowerCase() })).status).toBe(409);
    });

    it("a foreign seafarer's own number is kept, unless it is shaped like a card number and is not one", async () => {
      const passport = `P${Date.now() % 10_000_000}A`;
      const ph = await seafarer({ nationality: 'PH', idNumber: passport });
      ok(ph);
      const shaped = newIdCard();
      const wrong = shaped.slice(0, 17) + (shaped[17] === '1' ? '2' : '1');
      expect(refused(await seafarer({ nationality: 'MM', idNumber: wrong }))).toEqual([400, 'Validation', [['idNumber', 'idCard']]]);
      // becoming Chinese with a passport number in the field is refused
      const change = await t.call('BoatUserInfo', 'update', { id: ph.body.list[0].id, nationality: 'CN' }, admin);
      expect(refused(change)).toEqual([400, 'Validation', [['idNumber', 'idCard']]]);
    });

    it('the demo generator makes valid card numbers and phones', async () => {
      // generated and read inside one transaction that is then rolled back: the other tests of the run
      // share this database and count seafarers and certificates
      const rollback = new Error('rollback');
      const seen = await t.app
        .get(DataSource)
        .transaction(async (m) => {
          const [{ first }] = await m.query('SELECT COALESCE(max(id), 0) + 1 AS first FROM boat_user_info');
          const [{ id: userId }] = await m.query(`SELECT id FROM sys_user WHERE username = 'admin'`);
          const [{ id: deptId }] = await m.query('SELECT id FROM sys_dept ORDER BY id LIMIT 1');
          await generateCrew(m, { shipowners: 1, ships: 1, seafarers: 40, stintsPer: 1, familyAndBank: true }, { deptIds: [deptId], creatorIds: [userId] });
          const crew: Row[] = await m.query('SELECT nationality, id_number AS "idNumber", linkertel FROM boat_user_info WHERE id >= $1', [first]);
          const family: Row[] = await m.query('SELECT telephone FROM boat_family WHERE user_id >= $1', [first]);
          // issue 12 §6: a plausible manning, on every ship the new crew joined: one master, one chief
          // engineer ... at a time, at most three ABs; and the seafarer's own state follows the stint
          const crowded: Row[] = await m.query(
            `SELECT w.ship_id, w.duty, count(*)::int AS n FROM boat_work w
              WHERE w.state = '1' AND (w.ship_id, w.duty) IN (SELECT ship_id, duty FROM boat_work WHERE state = '1' AND user_id >= $1)
              GROUP BY 1, 2 HAVING count(*) > CASE w.duty WHEN '12' THEN 3 WHEN '15' THEN 3 WHEN '13' THEN 2 WHEN '16' THEN 2 WHEN '19' THEN 2 WHEN '20' THEN 2 ELSE 1 END`,
            [first],
          );
          const mismatched: Row[] = await m.query(
            `SELECT u.id FROM boat_user_info u LEFT JOIN boat_work w ON w.user_id = u.id AND w.state = '1'
              WHERE u.id >= $1 AND ((w.id IS NULL) <> (u.board_state = '2') OR u.ship_id IS DISTINCT FROM w.ship_id)`,
            [first],
          );
          const onBoard = (await m.query(`SELECT count(*)::int AS n FROM boat_work WHERE state = '1' AND user_id >= $1`, [first]))[0].n;
          throw Object.assign(rollback, { crew, family, crowded, mismatched, onBoard });
        })
        .catch((e) => {
          if (e !== rollback) throw e;
          return e as Error & { crew: Row[]; family: Row[]; crowded: Row[]; mismatched: Row[]; onBoard: number };
        });
      expect(seen.crew).toHaveLength(40);
      expect({ crowded: seen.crowded, mismatched: seen.mismatched }).toEqual({ crowded: [], mismatched: [] });
      expect(seen.onBoard).toBeGreaterThan(0);
      expect(seen.crew.filter((r) => r.nationality === 'CN').length).toBeGreaterThan(30);
      for (const r of seen.crew) {
        expect(normalizePhone(r.linkertel)).toBe(r.linkertel);
        if (r.nationality === 'CN') expect(normalizeIdCard(r.idNumber, localToday())).toBe(r.idNumber);
        else expect(r.idNumber).toBeNull();
      }
      expect(seen.family.length).toBeGreaterThan(0);
      for (const f of seen.family) expect(normalizePhone(f.telephone)).toBe(f.telephone);
    });
  });

  describe('leave and travel days are counted by the server', () => {
    // Monday 12 and Tuesday 13 April 2027: two working days, no holiday
    it('leave of two working days is saved as 2, whatever the client sends', async () => {
      for (const days of [0.5, 30, -1, 'abc']) {
        const r = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2027-04-12', endDate: '2027-04-13', days, reason: '探亲' }, staff.token);
        ok(r);
        expect(r.body.list[0].days).toBe(2);
      }
    });

    it('an update cannot set the days; changing the dates counts them again', async () => {
      const r = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2027-04-12', endDate: '2027-04-13' }, staff.token);
      const id = r.body.list[0].id;
      const same = await t.call('EmployVacation', 'update', { id, days: 30, reason: '探亲' }, staff.token);
      ok(same);
      expect(same.body.list[0].days).toBe(2);
      // days alone: nothing the caller may write (refused or not, the days stay what the dates give)
      await t.call('EmployVacation', 'update', { id, days: 30 }, staff.token);
      expect((await t.call('EmployVacation', 'getById', { id }, staff.token)).body.list[0].days).toBe(2);
      // Friday to Monday: the weekend is not leave
      const longer = await t.call('EmployVacation', 'update', { id, startDate: '2027-04-16', endDate: '2027-04-19', days: 0.5 }, staff.token);
      ok(longer);
      expect(longer.body.list[0].days).toBe(2);
      const end = await t.call('EmployVacation', 'update', { id, endDate: '2027-04-20' }, staff.token);
      expect(end.body.list[0].days).toBe(3);
    });

    it('a leave over a weekend only is refused: there is no working day in it', async () => {
      const r = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2027-04-17', endDate: '2027-04-18' }, staff.token);
      expect(r.status).toBe(400);
      expect(r.body.fields[0].field).toBe('startDate');
    });

    it('travel days are calendar days from the dates, whatever the client sends', async () => {
      for (const days of [0.5, 30]) {
        const r = await t.call('EmployTravel', 'insert', { destination: '上海', startDate: '2027-04-12', endDate: '2027-04-13', days, reason: '拜访船东' }, staff.token);
        ok(r);
        expect(r.body.list[0].days).toBe(2);
      }
      const weekend = await t.call('EmployTravel', 'insert', { destination: '大连', startDate: '2027-04-16', endDate: '2027-04-19', days: 1, reason: '面试船员' }, staff.token);
      expect(weekend.body.list[0].days).toBe(4);
      const moved = await t.call('EmployTravel', 'update', { id: weekend.body.list[0].id, days: 1, destination: '大连港' }, staff.token);
      ok(moved);
      expect(moved.body.list[0].days).toBe(4);
    });
  });

  // issue 20 §7: "a date cannot be earlier than the current date" for planned dates (notPast)
  describe('planned dates', () => {
    it('a trip does not start before today on the company’s clock', async () => {
      const trip = (startDate: string) => t.call('EmployTravel', 'insert', { destination: '上海', startDate, endDate: day(3), reason: '拜访船东' }, staff.token, 'zh');
      const past = await trip(day(-1));
      expect(refused(past)).toEqual([400, 'Validation', [['startDate', 'past']]]);
      expect(past.body.fields[0].message).toBe('出发日期不能早于今天');
      ok(await trip(localToday()));
    });
  });
});
