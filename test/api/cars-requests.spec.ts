import { DataSource } from 'typeorm';
import { CREW_SCOPE, DATA_SCOPE, driveToEnd, flowOrg, FlowOrg, newDept, newSeafarer, newUser, NewUser, openTasks } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { downloadSheet } from '../setup/download';
import { CAR_REASON, CAR_STATUS as S, CAR_TYPE } from '../../server/src/modules/bookings/cars/cars.states';
import { CarTripsJob } from '../../server/src/modules/bookings/cars/jobs/car-trips.job';

type Row = Record<string, any>;

// Car requests (issue 23 §3): the fleet, a request's every move through the transition table (and the
// refusals, 409 naming the state and the action), the flow of processes/car.bpmn with its threshold, the
// admin office's review (复核) and closing with the km driven, passengers, and the department rights of
// the lists and exports.
describe('car requests', () => {
  let t: TestApp;
  let org: FlowOrg;
  let office: NewUser;
  const PERMS = ['boatUseCarApplyFor', 'boatUseCarApplyFor:add', 'boatUseCarApplyFor:edit', 'boatUseCarApplyFor:delete', 'boatUseCarApplyFor:export', 'boatUseCarApplyFor:submit', 'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add'];
  const OFFICE = ['boatUseCar', 'boatUseCar:add', 'boatUseCar:edit', 'boatUseCar:delete', 'boatUseCar:export', 'boatUseCar:finish'];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const HOUR = 3_600_000;
  // an instant `days` from now at a whole hour, as ISO text
  const at = (days: number, hours = 0) => new Date(Math.floor(Date.now() / HOUR) * HOUR + days * 24 * HOUR + hours * HOUR).toISOString();

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    office = await newUser(t, { perms: OFFICE, dataScope: DATA_SCOPE.all });
  });
  afterAll(() => t?.close());

  const newDriver = async () => (await t.call('boatCarDriver', 'insert', { name: uniq('司机'), phone: '13800138000' }, office.token)).body.list[0] as Row;
  const newCar = async (extra: Row = {}) => {
    const driver = await newDriver();
    const r = await t.call('boatCar', 'insert', { plateNo: uniq('鲁B').slice(0, 16), model: '别克 GL8', seats: 7, driverId: driver.id, ...extra }, office.token);
    ok(r);
    return r.body.list[0] as Row;
  };
  const request = async (extra: Row = {}, token = as()) => {
    const r = await t.call('boatUseCar', 'insert', { gmtStart: at(3), gmtEnd: at(3, 3), startPlace: '公司', endPlace: '青岛港', reasonType: CAR_REASON.Business, type: CAR_TYPE.CompanyCar, ...extra }, token);
    ok(r);
    return r.body.list[0] as Row;
  };
  const read = async (id: number) => (await t.call('boatUseCarDetail', 'getById', { id }, office.token)).body.list[0] as Row;
  const draft = async (id: number) => (await t.call('boatUseCar', 'getById', { id }, as())).body.list[0] as Row;
  const submit = async (id: number) => {
    const r = await t.call('boatUseCar', 'submit', { id }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const approved = async (extra: Row = {}) => {
    const d = await request(extra);
    const sub = await submit(d.id);
    await driveToEnd(t, org, sub.instanceId, 'approve');
    return read(d.id);
  };
  const reviewed = async (extra: Row = {}) => {
    const a = await approved(extra);
    const r = await t.call('boatUseCarDetail', 'review', { id: a.id }, office.token);
    ok(r);
    return r.body.list[0] as Row;
  };

  it('the fleet: a car with its usual driver, pickers for applicants, kept once requests name it', async () => {
    const car = await newCar();
    const dup = await t.call('boatCar', 'insert', { plateNo: car.plateNo, model: 'x', seats: 5 }, office.token);
    expect(dup.body.code).toBe('409');
    // an applicant picks a car (plate, model, seats) without the admin office's screen
    const picked = (await t.call('boatCar', 'getList', { keyword: car.plateNo }, as())).body.list;
    expect(Object.keys(picked[0]).sort()).toEqual(['id', 'model', 'plateNo', 'seats']);
    expect((await t.call('boatCar', 'insert', { plateNo: uniq('X'), model: 'x', seats: 5 }, as())).status).toBe(403);
    // a request for it takes its usual driver; then the car and the driver stay
    const d = await request({ carId: car.id });
    expect(d.driverId).toBe(car.driverId);
    const gone = await t.call('boatCar', 'delete', { id: car.id }, office.token, 'en');
    expect(gone.body.error).toBe('cars.carInUse');
    expect((await t.call('boatCarDriver', 'delete', { id: car.driverId }, office.token)).body.error).toBe('cars.driverInUse');
    const unused = await newDriver();
    ok(await t.call('boatCarDriver', 'delete', { id: unused.id }, office.token));
    // out of service or off duty: no longer booked
    const old = await newCar({ inService: '0' });
    expect((await t.call('boatUseCar', 'insert', { gmtStart: at(3), gmtEnd: at(3, 2), startPlace: 'a', endPlace: 'b', reasonType: CAR_REASON.Business, type: CAR_TYPE.CompanyCar, carId: old.id }, as())).body.error).toBe('cars.outOfService');
  });

  it('a draft: hours and "arranged by the company" worked out, the fields of other vehicles emptied', async () => {
    const car = await newCar();
    const d = await request({ carId: car.id, gmtStart: at(2), gmtEnd: at(2, 5), plateNo: 'X-1' });
    expect(d).toMatchObject({ carStatus: S.NotSubmitted, status: '1', hours: 5, insided: '1', plateNo: null, carId: car.id, driverId: car.driverId });
    const taxi = await t.call('boatUseCar', 'update', { id: d.id, type: CAR_TYPE.Taxi }, as());
    ok(taxi);
    expect(taxi.body.list[0]).toMatchObject({ insided: '0', carId: null, driverId: null });
    const hired = await t.call('boatUseCar', 'update', { id: d.id, type: CAR_TYPE.Hired, plateNo: '鲁U·12345', driverName: '孙师傅' }, as());
    expect(hired.body.list[0]).toMatchObject({ insided: '1', carId: null, plateNo: '鲁U·12345' });
    const late = await t.call('boatUseCar', 'insert', { gmtStart: at(2), gmtEnd: at(1), startPlace: 'a', endPlace: 'b', reasonType: CAR_REASON.Business, type: CAR_TYPE.CompanyCar }, as());
    expect(late.body.code).toBe('400');
    const week = await t.call('boatUseCar', 'insert', { gmtStart: at(2), gmtEnd: at(10), startPlace: 'a', endPlace: 'b', reasonType: CAR_REASON.Business, type: CAR_TYPE.CompanyCar }, as());
    expect(week.body.code).toBe('400');
  });

  it('submitted, withdrawn and submitted again, approved by the manager: to review; a long trip by the upper leader too', async () => {
    const car = await newCar();
    const d = await request({ carId: car.id });
    const sub = await submit(d.id);
    expect(sub).toMatchObject({ carStatus: S.UnderReview, status: '2' });
    expect(sub.code).toMatch(/^CAR/);
    ok(await t.call('boatUseCar', 'withdraw', { id: d.id }, as()));
    expect(await draft(d.id)).toMatchObject({ carStatus: S.NotSubmitted, status: '1' });
    const again = await submit(d.id);
    expect(await driveToEnd(t, org, again.instanceId, 'approve')).toEqual(['deptLeaderApprove']);
    expect(await read(d.id)).toMatchObject({ carStatus: S.ToReview, status: '3', result: '1' });

    const long = await request({ gmtStart: at(4), gmtEnd: at(4, 10) });
    const longSub = await submit(long.id);
    expect(await driveToEnd(t, org, longSub.instanceId, 'approve')).toEqual(['deptLeaderApprove', 'upperLeaderApprove']);
    // a taxi is nothing to arrange: reviewed at once
    const taxi = await approved({ type: CAR_TYPE.Taxi });
    expect(taxi.carStatus).toBe(S.Reviewed);
  });

  it("approved in my agency by the leader's agent; a racing double approval is 409; a restart in the middle loses nothing", async () => {
    const agent = await newUser(t, { deptId: org.deptId });
    org.byId.set(agent.id, agent);
    const now = Date.now();
    const rep = await t.call('ActivitiApproveReplace', 'insert', { userId: org.leader.id, agentId: agent.id, flowType: 'car', companyId: org.companyId, startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 3_600_000).toISOString() }, await t.adminToken());
    ok(rep);
    try {
      const d = await request();
      const sub = await submit(d.id);
      const [task] = await openTasks(t, sub.instanceId);
      expect(task).toMatchObject({ assigneeId: agent.id, onBehalfOf: org.leader.id, elementId: 'deptLeaderApprove' });
      expect(((await t.call('MyProcess', 'getUpcomingList', {}, agent.token)).body.list as Row[]).map((x) => x.id)).toContain(task.id);
      // the same task approved twice at once (a double click, two screens): once
      const answers = await Promise.all([0, 1].map(() => t.call('boatUseCar', 'approve', { id: d.id, taskId: task.id, comment: '同意' }, agent.token)));
      expect(answers.map((r) => r.body.code).sort()).toEqual(['200', '409']);
      expect(await read(d.id)).toMatchObject({ carStatus: S.ToReview, result: '1' });
    } finally {
      await t.call('ActivitiApproveReplace', 'delete', { ids: [rep.body.list[0].id] }, await t.adminToken());
    }
    const long = await request({ gmtStart: at(5), gmtEnd: at(5, 9) });
    const sub = await submit(long.id);
    const [first] = await openTasks(t, sub.instanceId);
    ok(await t.call('MyProcess', 'approve', { taskId: first.id }, org.leader.token));
    await t.close();
    t = await startTestApp();
    for (const u of [...org.byId.values(), office]) u.token = await t.login(u.username, u.password);
    expect(await driveToEnd(t, org, sub.instanceId, 'approve')).toEqual(['upperLeaderApprove']);
    expect((await read(long.id)).carStatus).toBe(S.ToReview);
  });

  it('rejected: "not submitted or rejected", finished; every move the table lacks is 409 naming the state and the action', async () => {
    const d = await request();
    const sub = await submit(d.id);
    const early = await t.call('boatUseCarDetail', 'review', { id: d.id }, office.token, 'en');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('cars.illegalTransition');
    expect(early.body.msg).toBe('The car request is under review: it cannot be reviewed');
    expect((await t.call('boatUseCarDetail', 'review', { id: d.id }, office.token, 'zh')).body.msg).toBe('用车申请状态为“审核中”，不能复核');
    expect((await t.call('boatUseCarDetail', 'finish', { id: d.id, km: 10 }, office.token, 'en')).body.msg).toBe('The car request is under review: it cannot be closed');
    expect((await t.call('boatUseCar', 'update', { id: d.id, remarks: 'x' }, as(), 'en')).body.msg).toBe('The car request is under review: it cannot be edited');
    await driveToEnd(t, org, sub.instanceId, 'reject');
    expect(await read(d.id)).toMatchObject({ carStatus: S.NotSubmitted, status: '3', result: '2' });
    expect((await t.call('boatUseCar', 'submit', { id: d.id }, as())).body.error).toBe('workflow.onlyDraftSubmits');
    expect((await t.call('boatUseCarDetail', 'cancel', { id: d.id }, office.token)).body.error).toBe('cars.illegalTransition');
    // a draft is not the admin office's yet
    const mine = await request();
    expect((await t.call('boatUseCarDetail', 'review', { id: mine.id }, office.token)).status).toBe(404);
  });

  it('the review confirms the car and the driver (a company car needs both), or a hired car as written; reviewed again before the trip', async () => {
    const car = await newCar();
    const a = await approved({ carId: car.id, driverId: null });
    const none = await t.call('boatUseCarDetail', 'review', { id: a.id }, office.token, 'en');
    expect(none.body.error).toBe('cars.carNeeded');
    const other = await newDriver();
    const r = await t.call('boatUseCarDetail', 'review', { id: a.id, driverId: other.id }, office.token);
    ok(r);
    expect(r.body.list[0]).toMatchObject({ carStatus: S.Reviewed, carId: car.id, driverId: other.id, reviewedBy: office.id });
    expect(r.body.list[0].reviewedAt).toBeTruthy();
    const second = await newCar();
    const again = await t.call('boatUseCarDetail', 'review', { id: a.id, carId: second.id, driverId: second.driverId }, office.token);
    expect(again.body.list[0]).toMatchObject({ carStatus: S.Reviewed, carId: second.id });
    const hired = await approved({ type: CAR_TYPE.Hired });
    const h = await t.call('boatUseCarDetail', 'review', { id: hired.id, plateNo: '鲁U·8888', driverName: '孙师傅', driverPhone: '13705329518' }, office.token);
    expect(h.body.list[0]).toMatchObject({ carStatus: S.Reviewed, plateNo: '鲁U·8888', driverName: '孙师傅' });
    // the admin office's moves need its screen's buttons
    expect((await t.call('boatUseCarDetail', 'review', { id: hired.id }, as())).status).toBe(403);
  });

  it('closed with the km: not before the trip begins; a trip past its end is "not closed" until then; a started one is not cancelled', async () => {
    const future = await reviewed({ carId: (await newCar()).id });
    const early = await t.call('boatUseCarDetail', 'finish', { id: future.id, km: 12 }, office.token, 'en');
    expect(early.body.error).toBe('cars.notStarted');
    // called off before it begins: the car is free
    const off = await t.call('boatUseCarDetail', 'cancel', { id: future.id }, office.token);
    expect(off.body.list[0].carStatus).toBe(S.Cancelled);
    expect((await t.call('boatUseCarDetail', 'cancel', { id: future.id }, office.token, 'en')).body.msg).toBe('The car request is cancelled: it cannot be called off');

    const past = await reviewed({ carId: (await newCar()).id, gmtStart: at(0, -5), gmtEnd: at(0, -2) });
    expect(past.carStatus).toBe(S.Reviewed);
    expect((await t.call('boatUseCarDetail', 'cancel', { id: past.id }, office.token)).body.error).toBe('cars.tripStarted');
    await t.app.get(CarTripsJob).run(null, { jobId: 0, manager: t.app.get(DataSource).manager });
    expect((await read(past.id)).carStatus).toBe(S.NotClosed);
    expect((await t.call('boatUseCarDetail', 'finish', { id: past.id }, office.token)).body.code).toBe('400');
    const done = await t.call('boatUseCarDetail', 'finish', { id: past.id, km: 86.5 }, office.token);
    ok(done);
    expect(done.body.list[0]).toMatchObject({ carStatus: S.Completed, km: 86.5, closedBy: office.id });
    expect((await t.call('boatUseCarDetail', 'finish', { id: past.id, km: 1 }, office.token, 'en')).body.msg).toBe('The car request is completed: it cannot be closed');

    // begun and over before its planned end: closed from reviewed
    const running = await reviewed({ type: CAR_TYPE.Taxi, gmtStart: at(0, -1), gmtEnd: at(0, 2) });
    const closed = await t.call('boatUseCarDetail', 'finish', { id: running.id, km: 9 }, office.token);
    expect(closed.body.list[0].carStatus).toBe(S.Completed);
  });

  it('passengers: seafarers within the writer\'s crew rights and staff, counted, while the request is a draft', async () => {
    const car = await newCar({ seats: 2 });
    const d = await request({ carId: car.id });
    const s = await newSeafarer(t, { by: as() });
    const one = await t.call('boatUseCarPassenger', 'insert', { useCarId: d.id, userId: s.id }, as());
    ok(one);
    expect(one.body.list[0].name).toBe(s.name);
    expect((await t.call('boatUseCarPassenger', 'insert', { useCarId: d.id, userId: s.id }, as())).body.error).toBe('cars.passengerTwice');
    expect((await t.call('boatUseCarPassenger', 'insert', { useCarId: d.id }, as())).body.error).toBe('cars.passengerNeeded');
    ok(await t.call('boatUseCarPassenger', 'insert', { useCarId: d.id, staffId: org.leader.id }, as()));
    ok(await t.call('boatUseCarPassenger', 'insert', { useCarId: d.id, name: '船东代表 Mr. Lee', phone: '13912345678' }, as()));
    expect((await draft(d.id)).passengerCount).toBe(3);
    // more than the car seats
    expect((await t.call('boatUseCar', 'submit', { id: d.id }, as(), 'en')).body.msg).toMatch(/^3 passengers do not fit the 2 seats of /);
    const last = (await t.call('boatUseCarPassenger', 'getList', { useCarId: d.id }, as())).body.list as Row[];
    ok(await t.call('boatUseCarPassenger', 'delete', { id: last[2].id }, as()));
    expect((await draft(d.id)).passengerCount).toBe(2);
    await submit(d.id);
    const locked = await t.call('boatUseCarPassenger', 'insert', { useCarId: d.id, name: 'x' }, as(), 'en');
    expect(locked.body.error).toBe('cars.requestLocked');
    expect((await t.call('boatUseCarPassenger', 'delete', { id: last[0].id }, as())).body.error).toBe('cars.requestLocked');
    // a seafarer outside the writer's crew rights is not theirs to name
    const narrow = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.OwnCreated, deptId: org.deptId });
    const theirs = await request({}, narrow.token);
    const out = await t.call('boatUseCarPassenger', 'insert', { useCarId: theirs.id, userId: s.id }, narrow.token);
    expect(out.status).toBe(403);
    // the admin office reads the passengers of its trips
    expect(((await t.call('boatUseCarPassenger', 'getList', { useCarId: d.id }, office.token)).body.list as Row[]).map((p) => p.name)).toEqual([s.name, expect.any(String)]);
  });

  it('lists and exports keep to the reader\'s department rights; drafts stay with their applicants', async () => {
    const d = await request({ remarks: uniq('部门') });
    const sub = await request({ remarks: d.remarks });
    await submit(sub.id);
    const elsewhere = await newUser(t, { perms: [...PERMS, ...OFFICE], dataScope: DATA_SCOPE.ownDept, deptId: await newDept(t) });
    const seen = (token: string, resource: string) => t.call(resource, 'getList', { keyword: d.remarks, pageSize: 50 }, token).then((r) => (r.body.list as Row[]).map((x) => x.id).sort());
    expect(await seen(as(), 'boatUseCar')).toEqual([d.id, sub.id].sort());
    expect(await seen(elsewhere.token, 'boatUseCar')).toEqual([]);
    expect(await seen(elsewhere.token, 'boatUseCarDetail')).toEqual([]);
    expect((await t.call('boatUseCar', 'getById', { id: d.id }, elsewhere.token)).status).toBe(404);
    expect((await t.call('boatUseCarPassenger', 'getList', { useCarId: d.id }, elsewhere.token)).body.list).toEqual([]);
    // the admin office sees submitted trips only
    expect(await seen(office.token, 'boatUseCarDetail')).toEqual([sub.id]);
    // the header and one trip; the header alone
    expect((await downloadSheet(t, 'boatUseCarDetail', { keyword: d.remarks }, office.token)).sheet.actualRowCount).toBe(2);
    expect((await downloadSheet(t, 'boatUseCar', { keyword: d.remarks }, elsewhere.token)).sheet.actualRowCount).toBe(1);
    expect((await downloadSheet(t, 'boatUseCar', { keyword: d.remarks }, as())).sheet.actualRowCount).toBe(3);
    // the approvals screen lists those that went to approval, for its holders' departments
    const leader = await newUser(t, { perms: ['boatUserCarApproveManage'], dataScope: DATA_SCOPE.all });
    expect(((await t.call('carApproveManage', 'getList', { keyword: d.remarks }, leader.token)).body.list as Row[]).map((x) => x.id)).toEqual([sub.id]);
    expect((await t.call('carApproveManage', 'getList', {}, as())).status).toBe(403);
  });
});
