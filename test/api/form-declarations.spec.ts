import { flowOrg, type FlowOrg, newUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// Issue 11 §3: what the forms are told so they catch mistakes before sending, and the server rules
// behind it: who may withdraw (actWhen), save and submit (afterSave), leave days counted live
// (computed), date order and the company's today, and the seafarer's sign-on dialog.
describe('form declarations', () => {
  let t: TestApp;
  let admin: string;
  let org: FlowOrg;
  let meta: Row[];
  const of = (name: string) => meta.find((r) => r.name === name)!;
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    org = await flowOrg(t, ['vacationApplication', 'vacationApplication:add', 'vacationApplication:edit', 'vacationApplication:delete', 'businessTravelApplication', 'businessTravelApplication:add']);
    meta = (await t.call('Meta', 'getResources', {}, admin)).body.list;
  });
  afterAll(() => t?.close());

  it('declares withdraw for the applicant only and submit after saving, on every flow resource', () => {
    for (const name of ['EmployVacation', 'EmployTravel', 'employExpense', 'BoatCredentialDeal']) {
      const actions = of(name).actions as Row[];
      expect(actions.find((a) => a.name === 'withdraw')).toMatchObject({ actWhen: { user: 'starterId' } });
      expect(actions.find((a) => a.name === 'submit')).toMatchObject({ afterSave: true, confirm: true });
    }
  });

  it('refuses an administrator withdrawing someone else’s request; the applicant withdraws it', async () => {
    const draft = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-07', endDate: '2026-12-08', reason: '家中有事' }, org.staff.token);
    ok(draft);
    const id = draft.body.list[0].id;
    ok(await t.call('EmployVacation', 'submit', { id }, org.staff.token));
    // the administrator sees everyone's requests on the staff screen, and may not take theirs back
    expect((await t.call('EmployVacation', 'getById', { id }, admin)).body.list[0]).toMatchObject({ status: '2', starterId: org.staff.id });
    for (const lang of ['zh', 'en'] as const) {
      const refused = await t.call('EmployVacation', 'withdraw', { id }, admin, lang);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('NotYourAction');
      expect(refused.body.msg).toBe(lang === 'zh' ? '只有申请人本人可以执行此操作' : 'Only the Applicant may do this');
    }
    expect((await t.call('EmployVacation', 'getById', { id }, admin)).body.list[0].status).toBe('2');
    // a draft names no applicant yet: the operation's own refusal stands
    const other = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2026-12-14', endDate: '2026-12-14' }, org.staff.token);
    expect((await t.call('EmployVacation', 'withdraw', { id: other.body.list[0].id }, admin)).body.error).toBe('workflow.onlyInApprovalWithdraws');
    ok(await t.call('EmployVacation', 'withdraw', { id }, org.staff.token));
    expect((await t.call('EmployVacation', 'getById', { id }, org.staff.token)).body.list[0].status).toBe('1');
  });

  it('counts leave days from the dates and the holidays as the write does, reading nothing else', async () => {
    expect(of('EmployVacation').fields.days).toMatchObject({ readOnly: true, computed: { op: 'countDays', from: ['startDate', 'endDate'] } });
    expect(of('EmployTravel').fields.days.computed).toEqual({ op: 'countDays', from: ['startDate', 'endDate'] });
    // Monday 17 to Friday 21 May 2027, with the Friday a holiday and Sunday 23 a day worked
    ok(await t.call('SysVacation', 'insert', { holidayDate: '2027-05-21', name: uniq('假'), dayType: '1' }, admin));
    ok(await t.call('SysVacation', 'insert', { holidayDate: '2027-05-23', name: uniq('班'), dayType: '2' }, admin));
    const count = (startDate: string, endDate: string, token = org.staff.token) => t.call('EmployVacation', 'countDays', { startDate, endDate }, token);
    expect((await count('2027-05-17', '2027-05-21')).body.list).toEqual([{ days: 4 }]);
    expect((await count('2027-05-17', '2027-05-23')).body.list).toEqual([{ days: 5 }]);
    const saved = await t.call('EmployVacation', 'insert', { vacationType: '3', startDate: '2027-05-17', endDate: '2027-05-23' }, org.staff.token);
    expect(saved.body.list[0].days).toBe(5);
    expect((await t.call('EmployTravel', 'countDays', { startDate: '2027-05-17', endDate: '2027-05-23' }, org.staff.token)).body.list).toEqual([{ days: 7 }]);
    // the dates' declared order and span, and the screen's right
    expect((await count('2027-05-21', '2027-05-17')).body.fields[0]).toMatchObject({ field: 'endDate', reason: 'order' });
    expect((await count('2026-01-01', '2027-06-01')).body.fields[0]).toMatchObject({ field: 'endDate', reason: 'span' });
    const outsider = await newUser(t, { perms: [] });
    expect((await count('2027-05-17', '2027-05-21', outsider.token)).status).toBe(403);
  });

  it('tells the forms the date order and the company’s today', async () => {
    expect(of('BoatWork').dateOrder).toEqual(expect.arrayContaining([['onboatDate', 'leaveboatDate', 'lt'], ['onboatDate', 'promoteDate', 'le'], ['onboatDate', 'changeboatDate', 'le']]));
    expect(of('EmployVacation').dateOrder).toEqual([['startDate', 'endDate', 'le', 365]]);
    const clock = await t.call('Meta', 'getClock', {}, org.staff.token);
    expect(clock.body.list).toEqual([{ today: day(0), timeZone: expect.any(String) }]);
  });

  describe('sign-on', () => {
    let ownerId: number;
    let shipId: number;
    beforeAll(async () => {
      ownerId = (await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: uniq('船东') }, admin)).body.list[0].id;
      shipId = (await t.call('BoatShip', 'insert', { name: uniq('船'), shipownerId: ownerId }, admin)).body.list[0].id;
    });
    const seafarer = async () => {
      const r = await t.call('BoatUserInfo', 'insert', { name: uniq('王'), sex: '1', birthday: '1988-04-12', duty: '3' }, admin);
      ok(r);
      return r.body.list[0] as Row;
    };
    const get = async (id: number) => (await t.call('BoatUserInfo', 'getById', { id }, admin)).body.list[0] as Row;

    it('is declared beside add with a short dialog: seafarer, ship, rank, date, port', () => {
      const signOn = (of('BoatWork').actions as Row[]).find((a) => a.name === 'onBoatWorkInfo')!;
      expect(signOn).toMatchObject({ placement: 'add', label: { zh: '上船', en: 'Sign on' } });
      expect(Object.keys(signOn.form)).toEqual(['userId', 'shipId', 'duty', 'reportDutyOne', 'onboatDate', 'onboatPort', 'planLeaveboatDate']);
      expect(signOn.form.onboatDate).toMatchObject({ type: 'date', notFuture: true, required: true });
      expect(signOn.form.shipownerId).toBeUndefined();
      // sign-off, promotion and ship change stay row actions on the open stint
      for (const name of ['offBoatWorkInfo', 'promotionBoatWorkInfo', 'changeBoatWorkInfo']) {
        expect((of('BoatWork').actions as Row[]).find((a) => a.name === name)).toMatchObject({ placement: 'row', confirm: true, when: { state: ['1'] } });
      }
    });

    it('takes the shipowner from the ship and keeps the stint rules', async () => {
      const crew = await seafarer();
      const dialog = { userId: crew.id, shipId, duty: '4', reportDutyOne: '4', onboatPort: '3' };
      const future = await t.call('BoatWork', 'onBoatWorkInfo', { ...dialog, onboatDate: day(1) }, admin);
      expect(future.body.fields[0]).toMatchObject({ field: 'onboatDate', reason: 'future' });
      const plan = await t.call('BoatWork', 'onBoatWorkInfo', { ...dialog, onboatDate: day(-10), planLeaveboatDate: day(-10) }, admin);
      expect(plan.body.fields[0]).toMatchObject({ field: 'planLeaveboatDate', reason: 'order' });
      const noShip = await t.call('BoatWork', 'onBoatWorkInfo', { ...dialog, shipId: 2147483000, onboatDate: day(-10) }, admin);
      expect(noShip.status).toBe(400);
      expect(noShip.body.fields[0]).toMatchObject({ field: 'shipId' });

      const on = await t.call('BoatWork', 'onBoatWorkInfo', { ...dialog, onboatDate: day(-10), planLeaveboatDate: day(170) }, admin);
      ok(on);
      expect(on.body.list[0]).toMatchObject({ shipownerId: ownerId, shipId, duty: '4', state: '1', onboatDate: day(-10) });
      expect(await get(crew.id)).toMatchObject({ boardState: '1', shipId, shipownerId: ownerId, duty: '4' });
      // on board already: a second sign-on is refused
      const twice = await t.call('BoatWork', 'onBoatWorkInfo', { ...dialog, onboatDate: day(-1) }, admin);
      expect(twice.status).toBe(409);
      expect(twice.body.error).toBe('crew.alreadyOnBoard');
      // promotion not before boarding, not after today
      const early = await t.call('BoatWork', 'promotionBoatWorkInfo', { id: on.body.list[0].id, promoteDate: day(-11), newDuty: '3' }, admin);
      expect(early.body.error).toBe('crew.beforeBoarding');
      const later = await t.call('BoatWork', 'promotionBoatWorkInfo', { id: on.body.list[0].id, promoteDate: day(2), newDuty: '3' }, admin);
      expect(later.body.fields[0]).toMatchObject({ field: 'promoteDate', reason: 'future' });
      // signed off, the seafarer signs on again after the last stint only
      ok(await t.call('BoatWork', 'offBoatWorkInfo', { id: on.body.list[0].id, leaveboatDate: day(-3) }, admin));
      const overlap = await t.call('BoatWork', 'onBoatWorkInfo', { ...dialog, onboatDate: day(-5) }, admin);
      expect(overlap.body.error).toBe('crew.serviceOverlap');
      ok(await t.call('BoatWork', 'onBoatWorkInfo', { ...dialog, onboatDate: day(-2) }, admin));
      expect(await get(crew.id)).toMatchObject({ boardState: '1', shipId });
    });

    it('needs the sign-on right', async () => {
      const crew = await seafarer();
      const clerk = await newUser(t, { perms: ['boatUserInfoWork', 'boatUserInfoWork:add'], crewScope: '1' });
      const r = await t.call('BoatWork', 'onBoatWorkInfo', { userId: crew.id, shipId, duty: '4', reportDutyOne: '4', onboatDate: day(-1) }, clerk.token);
      expect(r.status).toBe(403);
      expect((await get(crew.id)).boardState).toBe('2');
    });
  });
});
