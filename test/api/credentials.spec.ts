import { newUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// Seafarers' certificates (issue 4 item 5): warning states from the type's period, the seafarer's
// worst state, the warning list, the dispatch check, and the daily task with its reminders.
describe('certificates', () => {
  let t: TestApp;
  let admin: string;
  let coc: number; // warns 3 months ahead
  let medical: number; // warns 30 days ahead

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    const type = async (name: string, warnValue: number, warnUnit: string) =>
      (await t.call('SysCredential', 'insert', { name, code: uniq('CT'), certificateType: '1', warnValue, warnUnit }, admin)).body.list[0].id;
    coc = await type('大副适任证书', 3, '2');
    medical = await type('健康证明', 30, '1');
  });
  afterAll(() => t?.close());

  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const seafarer = async (token = admin) => (await t.call('BoatUserInfo', 'insert', { name: uniq('刘'), sex: '1' }, token)).body.list[0] as Row;
  const cert = async (userId: number, credentialId: number, validDate: string, token = admin) => {
    const r = await t.call('boatUserCredential', 'submitInsert', { userId, credentialId, code: uniq('NO'), organization: '中华人民共和国山东海事局', signDate: '2022-01-05', validDate }, token);
    ok(r);
    return r.body.list[0] as Row;
  };
  const crewWarn = async (id: number) => (await t.call('BoatUserInfo', 'getById', { id }, admin)).body.list[0].credWarn;

  it('warns from the type’s period, expires after the valid date, and marks the seafarer by the worst', async () => {
    const s = await seafarer();
    const fine = await cert(s.id, coc, day(200));
    expect(fine).toMatchObject({ name: '大副适任证书', certificateType: '1', warnstatus: '0', credentialStatus: '1' });
    expect(await crewWarn(s.id)).toBe('0');
    const soon = await cert(s.id, medical, day(20));
    expect(soon.warnstatus).toBe('1');
    expect(await crewWarn(s.id)).toBe('1');
    const gone = await cert(s.id, coc, day(-1));
    expect(gone.warnstatus).toBe('2');
    expect(await crewWarn(s.id)).toBe('2');
    // renewing the expired one by hand: the seafarer is back to "warning"
    ok(await t.call('boatUserCredential', 'submitUpdate', { id: gone.id, validDate: day(900) }, admin));
    expect(await crewWarn(s.id)).toBe('1');
    ok(await t.call('boatUserCredential', 'delete', { ids: [soon.id] }, admin));
    expect(await crewWarn(s.id)).toBe('0');
    // the crew search filters on it
    const warned = await t.call('BoatUserInfo', 'getList', { credWarn: ['1', '2'], name: s.name }, admin);
    expect(warned.body.total).toBe(0);
    // the issue date is a fact and comes before the valid date
    const bad = await t.call('boatUserCredential', 'submitInsert', { userId: s.id, credentialId: coc, signDate: day(2), validDate: day(400) }, admin);
    expect(bad.body.fields[0]).toMatchObject({ field: 'signDate', reason: 'future' });
    const order = await t.call('boatUserCredential', 'submitInsert', { userId: s.id, credentialId: coc, signDate: '2024-01-01', validDate: '2023-01-01' }, admin);
    expect(order.body.fields[0]).toMatchObject({ field: 'validDate', reason: 'order' });
    // a certificate is of a kind, not of a group of the type tree
    const group = (await t.call('SysCredential', 'insert', { name: uniq('培训合格证'), code: uniq('CT') }, admin)).body.list[0].id;
    ok(await t.call('SysCredential', 'insert', { name: uniq('高级消防'), code: uniq('CT'), parentId: group, warnValue: 3, warnUnit: '2' }, admin));
    const ofGroup = await t.call('boatUserCredential', 'submitInsert', { userId: s.id, credentialId: group, validDate: day(400) }, admin, 'zh');
    expect(ofGroup.body.msg).toBe('请选择具体的证书类型，而不是证书分组');
  });

  it('a longer warning period on the type applies to its certificates at once', async () => {
    const s = await seafarer();
    const type = (await t.call('SysCredential', 'insert', { name: '海员证', code: uniq('CT'), warnValue: 10, warnUnit: '1' }, admin)).body.list[0];
    const c = await cert(s.id, type.id, day(45));
    expect(c.warnstatus).toBe('0');
    ok(await t.call('SysCredential', 'updateById', { id: type.id, warnValue: 2, warnUnit: '2' }, admin));
    expect((await t.call('boatUserCredential', 'getById', { id: c.id }, admin)).body.list[0].warnstatus).toBe('1');
    expect(await crewWarn(s.id)).toBe('1');
    // a type in use is not deleted
    expect((await t.call('SysCredential', 'delete', { ids: [type.id] }, admin)).status).toBe(409);
  });

  it('the check tells dispatch which crew hold warned or expired certificates', async () => {
    const [a, b, c] = [await seafarer(), await seafarer(), await seafarer()];
    await cert(a.id, coc, day(400));
    const w = await cert(b.id, medical, day(10));
    const x = await cert(c.id, coc, day(-3));
    const res = await t.call('boatUserCredential', 'check', { userIds: [a.id, b.id, c.id] }, admin);
    ok(res);
    const byUser = Object.fromEntries((res.body.list as Row[]).map((r) => [r.userId, r.credentials.map((k: Row) => [k.id, k.warnstatus])]));
    expect(byUser).toEqual({ [b.id]: [[w.id, '1']], [c.id]: [[x.id, '2']] });
    expect((await t.call('boatUserCredential', 'check', { userIds: [a.id] }, admin)).body.list).toEqual([]);
    expect((await t.call('boatUserCredential', 'check', { userIds: [] }, admin, 'zh')).body.msg).toBe('请至少选择一条记录');
    expect((await t.call('boatUserCredential', 'check', { userIds: ['x'] }, admin)).status).toBe(400);

    // the warning list: soonest first, warned and expired only
    const list = await t.call('boatUserCredential', 'getWarnList', { userId: c.id }, admin);
    expect(list.body.list.map((r: Row) => r.id)).toEqual([x.id]);
  });

  it('lists the certificates of the seafarers on a dispatch order', async () => {
    const [a, b] = [await seafarer(), await seafarer()];
    const ca = await cert(a.id, coc, day(300));
    await cert(b.id, coc, day(300));
    const pg = t.app.get((await import('typeorm')).DataSource);
    const owner = (await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: '派遣船东' }, admin)).body.list[0].id;
    const ship = (await t.call('BoatShip', 'insert', { name: '派遣船', shipownerId: owner }, admin)).body.list[0].id;
    const stint = await t.call('BoatWork', 'onBoatWorkInfo', { userId: a.id, shipownerId: owner, shipId: ship, duty: '2', reportDutyOne: '2', onboatDate: day(-3) }, admin);
    const dispatchId = 900_000 + (Date.now() % 99_999);
    await pg.query('UPDATE boat_work SET dispatch_id = $2 WHERE id = $1', [stint.body.list[0].id, dispatchId]);
    const res = await t.call('boatUserCredential', 'getByDispatch', { dispatchId }, admin);
    expect(res.body.list.map((r: Row) => r.id)).toEqual([ca.id]);
    expect(res.body.list[0].userIdLabel).toBe(a.name);
    expect((await t.call('boatUserCredential', 'getByDispatch', {}, admin)).status).toBe(400);
  });

  it('certificates are seen and changed with their seafarer', async () => {
    const keeper = await newUser(t, { perms: ['boatCredentialManage', 'boatCredentialManage:add', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoEditList'], crewScope: '4' });
    const other = await newUser(t, { perms: ['boatCredentialManage', 'boatCredentialManage:add', 'boatCertificateManageList'], crewScope: '4' });
    const s = await seafarer(keeper.token);
    const c = await cert(s.id, coc, day(30), keeper.token);
    expect((await t.call('boatUserCredential', 'getById', { id: c.id }, other.token)).status).toBe(404);
    expect((await t.call('boatUserCredential', 'submitInsert', { userId: s.id, credentialId: coc, validDate: day(30) }, other.token)).status).toBe(403);
    expect((await t.call('boatUserCredential', 'getWarnList', { userId: s.id }, other.token)).body.total).toBe(0);
    // the warning list needs its own screen
    expect((await t.call('boatUserCredential', 'getWarnList', {}, keeper.token)).status).toBe(403);
  });

  it('the daily task moves certificates on as days pass and reminds the keepers within their rights', async () => {
    const perms = ['boatCertificateManageList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatCredentialManage', 'boatCredentialManage:add'];
    const keeper = await newUser(t, { perms, crewScope: '4' });
    // a keeper of all crew (who would be told of this certificate) with certificate reminders switched off
    // in the message settings: a kind the crew module registers
    const quiet = await newUser(t, { perms, crewScope: '1' });
    expect((await t.call('SysRemindSetting', 'saveMine', { certificate: false }, quiet.token)).status).toBe(200);
    expect((await t.call('SysRemindSetting', 'saveMine', { certificateDays: 12 }, keeper.token)).status).toBe(200);
    const s = await seafarer(keeper.token);
    const c = await cert(s.id, medical, day(100), keeper.token);
    // a certificate whose dates have moved on without a write (as after midnight): set in the database
    const pg = t.app.get((await import('typeorm')).DataSource);
    await pg.query(`UPDATE boat_user_credential SET valid_date = $2, warn_date = $3 WHERE id = $1`, [c.id, day(-1), day(-31)]);
    const job = (await t.call('ScheduleJob', 'getList', { beanName: 'crewTask' }, admin)).body.list[0];
    expect(job).toMatchObject({ methodName: 'refreshCredentialWarnings', cronExpression: '0 0 1 * * *' });
    const run = await t.call('ScheduleJob', 'run', { id: job.id }, admin);
    expect(run.body.list[0]).toMatchObject({ result: 'success' });
    expect((await t.call('boatUserCredential', 'getById', { id: c.id }, admin)).body.list[0].warnstatus).toBe('2');
    expect(await crewWarn(s.id)).toBe('2');
    // one stored message, read in each reader's language
    const zh = (await t.call('SysMessage', 'getMyList', {}, keeper.token, 'zh')).body.list as Row[];
    expect(zh.find((m) => m.title.startsWith('证书提醒'))).toMatchObject({ title: expect.stringContaining('1 本已过期'), link: '/home/boatCertificateManageList' });
    const en = (await t.call('SysMessage', 'getMyList', {}, keeper.token, 'en')).body.list as Row[];
    expect(en.find((m) => m.title.startsWith('Certificates:'))?.title).toMatch(/^Certificates: \d+ expire within 12 days, 1 expired$/);
    expect(en.some((m) => /[\u4e00-\u9fff]/.test(m.title))).toBe(false);
    const told = (await t.call('SysMessage', 'getMyList', {}, quiet.token, 'en')).body.list as Row[];
    expect(told.filter((m) => m.title.startsWith('Certificates:'))).toEqual([]);
  });
});
