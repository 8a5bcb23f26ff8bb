import { flowOrg, FlowOrg, LEAVE_TYPE, newRequest, newUser, NewUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// Issue 21 §1: a person's leave, business trips and overtime that are in approval or agreed do not
// overlap. Saving a draft whose times meet one is refused, and so is submitting one; the refusal names
// the other request (kind, number, dates, state). Withdrawn and disagreed requests hold no time.
// Overtime is compared on the company's wall clock (Asia/Shanghai, UTC+8): a day of leave runs from its
// midnight there to the next.
const PERMS = [
  'vacationApplication', 'vacationApplication:add', 'vacationApplication:edit', 'vacationApplication:delete',
  'businessTravelApplication', 'businessTravelApplication:add', 'businessTravelApplication:edit',
  'overtimeApplication', 'overtimeApplication:add', 'overtimeApplication:edit',
];
type Row = Record<string, any>;

const leave = (startDate: string, endDate: string): Row => ({ vacationType: LEAVE_TYPE.personal, startDate, endDate, reason: uniq('事由') });
const trip = (startDate: string, endDate: string): Row => ({ destination: uniq('大连'), startDate, endDate, reason: uniq('面试') });
// times as the company's wall clock reads them
const overtime = (day: string, from: string, to: string): Row => ({ beginAt: `${day}T${from}:00+08:00`, endAt: `${day}T${to}:00+08:00`, reason: uniq('加班') });

describe('leave, travel and overtime do not overlap', () => {
  let t: TestApp;
  let org: FlowOrg;

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
  });
  afterAll(() => t?.close());

  // each test's applicant is a member of staff of their own, in the organisation's department
  const person = () => newUser(t, { perms: PERMS, deptId: org.deptId });
  const save = (who: NewUser, resource: string, body: Row, lang?: string) => t.call(resource, 'insert', body, who.token, lang);
  const submit = (who: NewUser, resource: string, id: number, lang?: string) => t.call(resource, 'submit', { id }, who.token, lang);
  const ok = (r: { body: Row }) => {
    expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
    return r.body.list[0];
  };
  const refused = (r: { body: Row }, field: string) => {
    expect(r.body).toMatchObject({ code: '400', error: 'hr.overlaps' });
    expect(r.body.fields).toEqual([expect.objectContaining({ field, reason: 'overlap' })]);
    return r.body.msg as string;
  };
  const approved = (who: NewUser, resource: string, body: Row) => newRequest(t, org, resource, { body, as: who, end: 'approve' });
  const inApproval = (who: NewUser, resource: string, body: Row) => newRequest(t, org, resource, { body, as: who, submit: true });

  it('leave over approved leave is refused at save, naming the other request, in zh and en', async () => {
    const who = await person();
    const first = await approved(who, 'EmployVacation', leave('2027-01-11', '2027-01-13'));
    expect(first.row).toMatchObject({ status: '3', result: '1' });
    const en = refused(await save(who, 'EmployVacation', leave('2027-01-11', '2027-01-12'), 'en'), 'startDate');
    expect(en).toBe(`The times overlap leave request ${first.code} (2027-01-11 to 2027-01-13, approved)`);
    const zh = refused(await save(who, 'EmployVacation', leave('2027-01-13', '2027-01-15'), 'zh'), 'startDate');
    expect(zh).toBe(`与请假申请 ${first.code}（2027-01-11 至 2027-01-13，已同意）的时间重叠`);
    // the days either side are free
    ok(await save(who, 'EmployVacation', leave('2027-01-14', '2027-01-15')));
    ok(await save(who, 'EmployVacation', leave('2027-01-08', '2027-01-08')));
  });

  it('leave and business travel refuse each other, in approval as agreed', async () => {
    const who = await person();
    const away = await inApproval(who, 'EmployTravel', trip('2027-02-01', '2027-02-03'));
    const msg = refused(await save(who, 'EmployVacation', leave('2027-02-03', '2027-02-04')), 'startDate');
    expect(msg).toBe(`The times overlap business trip ${away.code} (2027-02-01 to 2027-02-03, in approval)`);
    const off = await approved(who, 'EmployVacation', leave('2027-02-08', '2027-02-09'));
    expect(refused(await save(who, 'EmployTravel', trip('2027-02-05', '2027-02-08')), 'startDate')).toContain(`leave request ${off.code} (2027-02-08 to 2027-02-09, approved)`);
    ok(await save(who, 'EmployTravel', trip('2027-02-04', '2027-02-07')));
  });

  it('overtime meets leave on the company wall clock, and other overtime only where the hours cross', async () => {
    const who = await person();
    const off = await inApproval(who, 'EmployVacation', leave('2027-03-08', '2027-03-08'));
    // Sunday 23:00 to Monday 00:30 in Shanghai is 15:00 to 16:30 UTC on Sunday: it reaches Monday's leave
    const late = refused(await save(who, 'EmployOverTime', { beginAt: '2027-03-07T15:00:00Z', endAt: '2027-03-07T16:30:00Z', reason: uniq('加班') }), 'beginAt');
    expect(late).toContain(`leave request ${off.code} (2027-03-08 to 2027-03-08, in approval)`);
    ok(await save(who, 'EmployOverTime', overtime('2027-03-07', '18:00', '23:59')));
    const evening = await approved(who, 'EmployOverTime', overtime('2027-03-09', '18:00', '20:00'));
    const msg = refused(await save(who, 'EmployOverTime', overtime('2027-03-09', '19:00', '21:00')), 'beginAt');
    expect(msg).toBe(`The times overlap overtime request ${evening.code} (2027-03-09 18:00 to 2027-03-09 20:00, approved)`);
    // one ends as the next begins: they do not overlap
    ok(await save(who, 'EmployOverTime', overtime('2027-03-09', '20:00', '22:00')));
    // leave and travel over the overtime's day are refused, naming it
    expect(refused(await save(who, 'EmployVacation', leave('2027-03-09', '2027-03-10')), 'startDate')).toContain(`overtime request ${evening.code}`);
    expect(refused(await save(who, 'EmployTravel', trip('2027-03-09', '2027-03-09')), 'startDate')).toContain(`overtime request ${evening.code}`);
  });

  it('withdrawn and disagreed requests hold no time', async () => {
    const who = await person();
    const taken = await inApproval(who, 'EmployVacation', leave('2027-04-05', '2027-04-07'));
    ok(await t.call('EmployVacation', 'withdraw', { id: taken.id }, who.token));
    const again = ok(await save(who, 'EmployVacation', leave('2027-04-06', '2027-04-07')));
    const resubmitted = ok(await submit(who, 'EmployVacation', again.id));
    const turnedDown = await newRequest(t, org, 'EmployTravel', { body: trip('2027-04-12', '2027-04-14'), as: who, end: 'reject' });
    expect(turnedDown.row).toMatchObject({ status: '3', result: '2' });
    const over = ok(await save(who, 'EmployVacation', leave('2027-04-12', '2027-04-13')));
    ok(await submit(who, 'EmployVacation', over.id));
    // the withdrawn one, a draft again, is now the one refused when submitted
    expect(refused(await submit(who, 'EmployVacation', taken.id), 'startDate')).toContain(`leave request ${resubmitted.code}`);
  });

  it('drafts do not hold time: the second of two overlapping drafts is refused at submit; mended, it goes', async () => {
    const who = await person();
    const a = ok(await save(who, 'EmployVacation', leave('2027-05-10', '2027-05-12')));
    const b = ok(await save(who, 'EmployTravel', trip('2027-05-12', '2027-05-13')));
    const first = ok(await submit(who, 'EmployVacation', a.id));
    const msg = refused(await submit(who, 'EmployTravel', b.id, 'zh'), 'startDate');
    expect(msg).toBe(`与请假申请 ${first.code}（2027-05-10 至 2027-05-12，审批中）的时间重叠`);
    // an edit that leaves the dates alone is not refused; moving them clears it
    ok(await t.call('EmployTravel', 'update', { id: b.id, version: b.version, reason: uniq('改') }, who.token));
    const read = ok(await t.call('EmployTravel', 'getById', { id: b.id }, who.token));
    ok(await t.call('EmployTravel', 'update', { id: b.id, version: read.version, startDate: '2027-05-13' }, who.token));
    expect(ok(await submit(who, 'EmployTravel', b.id))).toMatchObject({ status: '2' });
  });

  it('another person may be away at the same time', async () => {
    const [one, two] = [await person(), await person()];
    await inApproval(one, 'EmployVacation', leave('2027-06-07', '2027-06-08'));
    await inApproval(two, 'EmployVacation', leave('2027-06-07', '2027-06-08'));
  });

  // Two overlapping drafts submitted at the same moment: the submits queue on the person, so the second
  // sees the first in approval. Several people at once, so a missing lock would be caught by some pair.
  it('two overlapping requests submitted at once: one passes, the other is refused', async () => {
    const people = await Promise.all([person(), person(), person(), person()]);
    const pairs = await Promise.all(
      people.map(async (who) => ({
        who,
        off: ok(await save(who, 'EmployVacation', leave('2027-07-05', '2027-07-07'))),
        away: ok(await save(who, 'EmployTravel', trip('2027-07-06', '2027-07-08'))),
      })),
    );
    const answers = await Promise.all(pairs.map(({ who, off, away }) => Promise.all([submit(who, 'EmployVacation', off.id), submit(who, 'EmployTravel', away.id)])));
    for (const pair of answers) {
      expect(pair.map((r) => r.body.code).sort()).toEqual(['200', '400']);
      expect(pair.find((r) => r.body.code === '400')!.body.error).toBe('hr.overlaps');
    }
  });
});
