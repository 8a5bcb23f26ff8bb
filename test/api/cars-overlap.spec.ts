import { CREW_SCOPE, DATA_SCOPE, driveToEnd, flowOrg, FlowOrg, newUser, NewUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { CAR_REASON, CAR_STATUS as S, CAR_TYPE } from '../../server/src/modules/bookings/cars/cars.states';

type Row = Record<string, any>;

// SPEC §3: a company car or a driver is never booked twice for overlapping times among the requests that
// hold them (under review, to review, reviewed, not closed); the refusal names the other request. Decided
// under the car's and the driver's row locks, so two requests fired at once for one car cannot both win.
describe('car and driver bookings never overlap', () => {
  let t: TestApp;
  let org: FlowOrg;
  let office: NewUser;
  const PERMS = ['boatUseCarApplyFor', 'boatUseCarApplyFor:add', 'boatUseCarApplyFor:edit', 'boatUseCarApplyFor:submit'];
  const OFFICE = ['boatUseCar', 'boatUseCar:add', 'boatUseCar:edit', 'boatUseCar:finish'];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const HOUR = 3_600_000;
  // a slot of each test's own, far enough from the others' (the cars are the test's own anyway)
  const base = Math.floor(Date.now() / HOUR) * HOUR + 5 * 24 * HOUR;
  const at = (hours: number) => new Date(base + hours * HOUR).toISOString();

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    office = await newUser(t, { perms: OFFICE, dataScope: DATA_SCOPE.all });
  });
  afterAll(() => t?.close());

  const newDriver = async () => (await t.call('boatCarDriver', 'insert', { name: uniq('司机'), phone: '13800138000' }, office.token)).body.list[0] as Row;
  const newCar = async () => {
    const driver = await newDriver();
    return (await t.call('boatCar', 'insert', { plateNo: uniq('鲁B').slice(0, 16), model: '丰田考斯特', seats: 19, driverId: driver.id }, office.token)).body.list[0] as Row;
  };
  const body = (from: number, to: number, extra: Row) => ({ gmtStart: at(from), gmtEnd: at(to), startPlace: '机场', endPlace: '码头', reasonType: CAR_REASON.CrewTransfer, type: CAR_TYPE.CompanyCar, ...extra });
  const draft = async (from: number, to: number, extra: Row) => {
    const r = await t.call('boatUseCar', 'insert', body(from, to, extra), as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const held = async (from: number, to: number, extra: Row) => {
    const d = await draft(from, to, extra);
    const r = await t.call('boatUseCar', 'submit', { id: d.id }, as());
    ok(r);
    return r.body.list[0] as Row;
  };

  it('a car held under review is refused for overlapping times, naming the other request; touching times are not an overlap', async () => {
    const car = await newCar();
    const first = await held(0, 3, { carId: car.id });
    const clash = await t.call('boatUseCar', 'insert', body(2, 5, { carId: car.id }), as(), 'en');
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('cars.carBooked');
    expect(clash.body.msg).toContain(first.code);
    expect(clash.body.msg).toContain(car.plateNo);
    expect((await t.call('boatUseCar', 'insert', body(2, 5, { carId: car.id }), as(), 'zh')).body.msg).toContain(`已由用车申请 ${first.code} 占用`);
    // inside, around: refused too; before and after (touching): free
    expect((await t.call('boatUseCar', 'insert', body(1, 2, { carId: car.id }), as())).body.error).toBe('cars.carBooked');
    expect((await t.call('boatUseCar', 'insert', body(-1, 4, { carId: car.id }), as())).body.error).toBe('cars.carBooked');
    await held(3, 5, { carId: car.id, driverId: (await newDriver()).id });
    await held(-2, 0, { carId: car.id, driverId: (await newDriver()).id });
  });

  it('a driver is held whichever car he drives; drafts hold nothing, so the second submit is refused', async () => {
    const [a, b] = [await newCar(), await newCar()];
    const driver = await newDriver();
    const d1 = await draft(10, 12, { carId: a.id, driverId: driver.id });
    const d2 = await draft(11, 13, { carId: b.id, driverId: driver.id });
    ok(await t.call('boatUseCar', 'submit', { id: d1.id }, as()));
    const second = await t.call('boatUseCar', 'submit', { id: d2.id }, as(), 'en');
    expect(second.body.error).toBe('cars.driverBooked');
    expect(second.body.msg).toContain(driver.name);
    expect((await t.call('boatUseCar', 'getById', { id: d2.id }, as())).body.list[0]).toMatchObject({ carStatus: S.NotSubmitted, status: '1' });
    // an edit that moves the times away frees it
    ok(await t.call('boatUseCar', 'update', { id: d2.id, gmtStart: at(12), gmtEnd: at(14) }, as()));
    ok(await t.call('boatUseCar', 'submit', { id: d2.id }, as()));
  });

  it('held through approval and review until completed; rejected, withdrawn, called off or completed, the car is free again', async () => {
    const car = await newCar();
    const r1 = await held(20, 22, { carId: car.id });
    await driveToEnd(t, org, r1.instanceId, 'reject');
    const r2 = await held(20, 22, { carId: car.id });
    ok(await t.call('boatUseCar', 'withdraw', { id: r2.id }, as()));
    const r3 = await held(20, 22, { carId: car.id });
    await driveToEnd(t, org, r3.instanceId, 'approve');
    expect((await t.call('boatUseCar', 'insert', body(21, 23, { carId: car.id }), as())).body.error).toBe('cars.carBooked');
    ok(await t.call('boatUseCarDetail', 'review', { id: r3.id }, office.token));
    expect((await t.call('boatUseCar', 'insert', body(21, 23, { carId: car.id }), as())).body.error).toBe('cars.carBooked');
    ok(await t.call('boatUseCarDetail', 'cancel', { id: r3.id }, office.token));
    const r4 = await held(20, 22, { carId: car.id });
    expect(r4.carStatus).toBe(S.UnderReview);

    // a past trip holds its car until it is closed with its km
    const past = await newCar();
    const p = await t.call('boatUseCar', 'insert', { ...body(0, 1, { carId: past.id }), gmtStart: new Date(Date.now() - 5 * HOUR).toISOString(), gmtEnd: new Date(Date.now() - 2 * HOUR).toISOString() }, as());
    const sub = (await t.call('boatUseCar', 'submit', { id: p.body.list[0].id }, as())).body.list[0];
    await driveToEnd(t, org, sub.instanceId, 'approve');
    ok(await t.call('boatUseCarDetail', 'review', { id: sub.id }, office.token));
    const again = { ...body(0, 1, { carId: past.id }), gmtStart: new Date(Date.now() - 4 * HOUR).toISOString(), gmtEnd: new Date(Date.now() - 3 * HOUR).toISOString() };
    expect((await t.call('boatUseCar', 'insert', again, as())).body.error).toBe('cars.carBooked');
    ok(await t.call('boatUseCarDetail', 'finish', { id: sub.id, km: 40 }, office.token));
    ok(await t.call('boatUseCar', 'insert', again, as()));
  });

  it('the review books the car it confirms: a change onto a held car is refused', async () => {
    const [a, b] = [await newCar(), await newCar()];
    await held(30, 32, { carId: b.id });
    const mine = await held(31, 33, { carId: a.id });
    await driveToEnd(t, org, mine.instanceId, 'approve');
    const r = await t.call('boatUseCarDetail', 'review', { id: mine.id, carId: b.id, driverId: (await newDriver()).id }, office.token);
    expect(r.body.error).toBe('cars.carBooked');
    expect((await t.call('boatUseCarDetail', 'getById', { id: mine.id }, office.token)).body.list[0]).toMatchObject({ carStatus: S.ToReview, carId: a.id });
  });

  it('two submits fired at once for one car: exactly one holds it, the other is refused naming it', async () => {
    for (let round = 0; round < 4; round++) {
      const car = await newCar();
      const from = 40 + round * 10;
      const [d1, d2] = [await draft(from, from + 3, { carId: car.id, driverId: (await newDriver()).id }), await draft(from + 1, from + 4, { carId: car.id, driverId: (await newDriver()).id })];
      const answers = await Promise.all([d1, d2].map((d) => t.call('boatUseCar', 'submit', { id: d.id }, as(), 'en').then((r) => r)));
      const won = answers.filter((r) => r.body.code === '200');
      const lost = answers.filter((r) => r.body.code !== '200');
      expect(won).toHaveLength(1);
      expect(lost.map((r) => r.body.error)).toEqual(['cars.carBooked']);
      expect(lost[0].body.msg).toContain(won[0].body.list[0].code);
    }
  });

  it('two reviews fired at once onto one driver: one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const driver = await newDriver();
      const from = 90 + round * 10;
      const r1 = await held(from, from + 2, { carId: (await newCar()).id });
      const r2 = await held(from + 1, from + 3, { carId: (await newCar()).id });
      for (const r of [r1, r2]) await driveToEnd(t, org, r.instanceId, 'approve');
      const answers = await Promise.all([r1, r2].map((r) => t.call('boatUseCarDetail', 'review', { id: r.id, driverId: driver.id }, office.token)));
      expect(answers.map((r) => r.body.code).sort()).toEqual(['200', '409']);
      expect(answers.find((r) => r.body.code === '409')!.body.error).toBe('cars.driverBooked');
    }
  });
});
