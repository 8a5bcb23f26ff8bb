import { DataSource } from 'typeorm';
import { CREW_SCOPE, newCertificate, newCertificateKind, newSeafarer, newUser, NewUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// Filing and contact (issue 22 §5): a qualification filing of the seafarer's own certificate and its
// reminder, a master insurance contract listing the policies under it, the contact log of every seafarer
// and the seafarers ashore with their last contact; each within the reader's crew rights.
describe('filing and contact', () => {
  let t: TestApp;
  let db: DataSource;
  let clerk: NewUser;
  let kind: number;
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoContact', 'boatUserInfoContact:add', 'boatUserInfoCertificate', 'boatUserInfoCertificate:add', 'boatCredentialManage', 'boatCredentialManage:add',
    'boatReport', 'boatReport:add', 'boatReport:edit', 'boatInsuranceTotalContract', 'boatInsuranceTotalContract:add',
    'boatInsuranceBusinessM', 'boatInsuranceBusinessM:add', 'boatContactManage', 'boatContactManage:export', 'boatOffTraceInfo', 'boatOffTraceInfo:export',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    clerk = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.OwnCreated });
    kind = (await newCertificateKind(t, { name: uniq('船员服务簿'), code: uniq('SB') })).id;
  });
  afterAll(() => t?.close());

  it('a filing files one of the seafarer\'s own certificates; the reminder counts those expiring', async () => {
    const s = await newSeafarer(t, { by: clerk.token });
    const other = await newSeafarer(t, { by: clerk.token });
    const cert = await newCertificate(t, s.id, kind, day(700), clerk.token);
    const theirs = await newCertificate(t, other.id, kind, day(700), clerk.token);
    const wrong = await t.call('boatReport', 'insert', { userId: s.id, credentialId: theirs.id, authority: '青岛海事局', filedDate: day(-10), expiryDate: day(20) }, clerk.token, 'en');
    expect(wrong.body.error).toBe('filing.certificateNotTheirs');
    const filed = await t.call('boatReport', 'insert', { userId: s.id, credentialId: cert.id, authority: '青岛海事局', filingNo: uniq('BA'), filedDate: day(-10), expiryDate: day(20) }, clerk.token);
    ok(filed);
    expect(filed.body.list[0].state).toBe('1');
    expect((await t.call('boatReport', 'insert', { userId: s.id, credentialId: cert.id, authority: 'x', filedDate: day(-10), expiryDate: day(-20) }, clerk.token)).body.code).toBe('400');

    const [job] = await db.query(`SELECT id FROM schedule_job WHERE bean_name = 'filingTask' AND method_name = 'remind'`);
    expect((await t.call('ScheduleJob', 'run', { id: job.id }, await t.adminToken())).body.list[0]).toMatchObject({ result: 'success' });
    const told = await t.call('SysMessage', 'getMyList', { pageNum: 1, pageSize: 20 }, clerk.token, 'en');
    expect((told.body.list as Row[]).map((m) => m.title)).toContain('Qualification filings: 1 expire within 30 days, 0 have expired');
  });

  it('a master contract lists the policies bought under it; the contact log and the seafarers ashore keep to the crew rights', async () => {
    const insurer = (await t.call('BoatSupplier', 'insert', { code: uniq('INS'), name: uniq('太平洋保险'), category: '8' }, await t.adminToken())).body.list[0];
    const contract = await t.call('boatInsuranceTotalContract', 'insert', { contractNo: uniq('HT'), supplierId: insurer.id, busiInsuranceType: '2', startDate: day(-100), endDate: day(265), premium: 880000 }, clerk.token);
    ok(contract);
    const s = await newSeafarer(t, { by: clerk.token });
    ok(await t.call('BoatInsuranceBusi', 'insert', { userId: s.id, busiInsuranceType: '2', supplierId: insurer.id, contractId: contract.body.list[0].id, startDate: day(-100), endDate: day(265), premium: 900 }, clerk.token));
    const covered = (await t.call('BoatInsuranceBusi', 'getList', { contractId: contract.body.list[0].id }, clerk.token)).body.list as Row[];
    expect(covered.map((p) => p.userId)).toEqual([s.id]);

    ok(await t.call('BoatRelation', 'insert', { userId: s.id, linkdate: day(-3), result: '休假中，下月可上船', planLinkdate: day(4) }, clerk.token));
    ok(await t.call('BoatRelation', 'insert', { userId: s.id, linkdate: day(-1), result: '确认 15 日后可派', planLinkdate: day(14) }, clerk.token));
    const week = await t.call('contactManage', 'getList', { planLinkdate: [day(0), day(7)] }, clerk.token);
    ok(week);
    expect((week.body.list as Row[]).map((r) => r.result)).toEqual(['休假中，下月可上船']);
    const ashore = (await t.call('boatOffTraceInfo', 'getList', { pageSize: 100 }, clerk.token)).body.list as Row[];
    expect(ashore.find((r) => r.userId === s.id)).toMatchObject({ lastContact: day(-1), lastResult: '确认 15 日后可派', planLinkdate: day(14) });
    // someone else's seafarers are not theirs to read
    const stranger = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.OwnCreated });
    expect(((await t.call('boatOffTraceInfo', 'getList', { pageSize: 100 }, stranger.token)).body.list as Row[]).find((r) => r.userId === s.id)).toBeUndefined();
    expect((await t.call('contactManage', 'getList', {}, stranger.token)).body.total).toBe(0);
  });
});
