import { DataSource } from 'typeorm';
import { driveToEnd, flowOrg, FlowOrg, openTasks } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// The two certificate flows through the real engine (issue 4 item 6): a renewal replaces the old
// certificate when agreed and leaves it as it was when not; a deposit puts a certificate in the
// library and a withdrawal takes it out. Each agree path survives a server restart in the middle.
describe('certificate flows', () => {
  let t: TestApp;
  let org: FlowOrg;
  let typeId: number;
  const PERMS = [
    'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoEditList', 'boatCredentialManage', 'boatCredentialManage:add',
    'boatApplyForCredential', 'boatApplyForCredential:add', 'boatApplyForCredential:edit', 'boatApplyForCredentialInOut', 'boatApplyForCredentialInOut:add',
  ];

  beforeAll(async () => {
    t = await startTestApp();
    org = await flowOrg(t, PERMS);
    typeId = (await t.call('SysCredential', 'insert', { name: '船长适任证书', code: uniq('CT'), warnValue: 6, warnUnit: '2' }, await t.adminToken())).body.list[0].id;
  });
  afterAll(() => t?.close());

  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const seafarerWithCert = async (validDate: string) => {
    const s = (await t.call('BoatUserInfo', 'insert', { name: uniq('周'), sex: '1' }, as())).body.list[0];
    const c = (await t.call('boatUserCredential', 'submitInsert', { userId: s.id, credentialId: typeId, code: 'CoC-001', organization: '青岛海事局', signDate: '2021-12-01', validDate }, as())).body.list[0];
    return { s, c };
  };
  const cert = async (id: number) => (await t.app.get(DataSource).query('SELECT credential_status, warnstatus, inout_status, code, valid_date::text FROM boat_user_credential WHERE id = $1', [id]))[0];
  const crewWarn = async (id: number) => (await t.app.get(DataSource).query('SELECT cred_warn FROM boat_user_info WHERE id = $1', [id]))[0].cred_warn;
  const submit = async (resource: string, draft: Row) => {
    const ins = await t.call(resource, 'insert', draft, as());
    ok(ins);
    const sub = await t.call(resource, 'submit', { id: ins.body.list[0].id }, as());
    ok(sub);
    return sub.body.list[0] as Row;
  };

  it('renewal agreed: the old certificate is processed, then replaced by the new one (restart in the middle)', async () => {
    const { s, c } = await seafarerWithCert(day(40));
    expect(await crewWarn(s.id)).toBe('1');
    // another seafarer's certificate is refused
    const other = await seafarerWithCert(day(400));
    const wrong = await t.call('BoatCredentialDeal', 'insert', { userId: s.id, oldCredId: other.c.id, dealType: '1', newValidDate: day(1800) }, as());
    expect(wrong.body.fields[0]).toMatchObject({ field: 'oldCredId' });
    const req = await submit('BoatCredentialDeal', { userId: s.id, oldCredId: c.id, dealType: '1', newOrganization: '山东海事局', newCreCode: 'CoC-002', newSignDate: day(-1), newValidDate: day(1825), reason: '到期换证' });
    expect(await cert(c.id)).toMatchObject({ credential_status: '2' });
    // one renewal of a certificate at a time
    const again = await t.call('BoatCredentialDeal', 'insert', { userId: s.id, oldCredId: c.id, dealType: '2', newValidDate: day(1800) }, as());
    ok(again);
    const twice = await t.call('BoatCredentialDeal', 'submit', { id: again.body.list[0].id }, as(), 'zh');
    expect(twice.body.msg).toBe('该证书正在办理或已换证，不能再次办理');

    const [first] = await openTasks(t, req.instanceId);
    ok(await t.call('MyProcess', 'approve', { taskId: first.id, comment: '同意' }, org.leader.token));
    await t.close();
    t = await startTestApp();
    expect(await driveToEnd(t, org, req.instanceId, 'approve')).toEqual(['clerkConfirm']);
    const done = (await t.call('BoatCredentialDeal', 'getById', { id: req.id }, as())).body.list[0];
    expect(done).toMatchObject({ status: '3', result: '1' });
    expect(await cert(c.id)).toMatchObject({ credential_status: '3', warnstatus: '0' });
    expect(await cert(done.newCredId)).toMatchObject({ credential_status: '1', warnstatus: '0', code: 'CoC-002', valid_date: day(1825) });
    expect(await crewWarn(s.id)).toBe('0');
  });

  it('renewal disagreed or withdrawn: the old certificate stays as it was', async () => {
    const { c } = await seafarerWithCert(day(40));
    const req = await submit('BoatCredentialDeal', { userId: c.userId, oldCredId: c.id, dealType: '3', newValidDate: day(1000) });
    expect(await driveToEnd(t, org, req.instanceId, 'reject')).toHaveLength(1);
    expect((await t.call('BoatCredentialDeal', 'getById', { id: req.id }, as())).body.list[0]).toMatchObject({ status: '3', result: '2', newCredId: null });
    expect(await cert(c.id)).toMatchObject({ credential_status: '1', warnstatus: '1' });
    const again = await submit('BoatCredentialDeal', { userId: c.userId, oldCredId: c.id, dealType: '1', newValidDate: day(1000) });
    expect(await cert(c.id)).toMatchObject({ credential_status: '2' });
    ok(await t.call('BoatCredentialDeal', 'withdraw', { id: again.id }, as()));
    expect(await cert(c.id)).toMatchObject({ credential_status: '1' });
  });

  it('deposit then withdrawal: confirming, in library, complete; rejected ones change nothing', async () => {
    const { s, c } = await seafarerWithCert(day(400));
    const count = await t.call('boatCredentialInout', 'insert', { userId: s.id, credentialId: c.id, inoutType: '1', number: null }, as(), 'zh');
    expect(count.body.fields[0]).toMatchObject({ field: 'number', reason: 'required' });
    const out = await t.call('boatCredentialInout', 'insert', { userId: s.id, credentialId: c.id, inoutType: '2', number: 1 }, as());
    const notIn = await t.call('boatCredentialInout', 'submit', { id: out.body.list[0].id }, as(), 'zh');
    expect(notIn.body.msg).toBe('该证书不在库，不能出库');

    const deposit = await submit('boatCredentialInout', { userId: s.id, credentialId: c.id, inoutType: '1', number: 1, storageTime: day(0), inReason: '上船前交公司保管' });
    expect((await t.call('boatCredentialInout', 'getById', { id: deposit.id }, as())).body.list[0].inoutStatus).toBe('2');
    const [first] = await openTasks(t, deposit.instanceId);
    ok(await t.call('MyProcess', 'approve', { taskId: first.id }, org.leader.token));
    await t.close();
    t = await startTestApp();
    await driveToEnd(t, org, deposit.instanceId, 'approve');
    expect((await t.call('boatCredentialInout', 'getById', { id: deposit.id }, as())).body.list[0]).toMatchObject({ status: '3', result: '1', inoutStatus: '3' });
    expect(await cert(c.id)).toMatchObject({ inout_status: '3' });

    const rejected = await submit('boatCredentialInout', { userId: s.id, credentialId: c.id, inoutType: '2', number: 1, inReason: '办理签证' });
    await driveToEnd(t, org, rejected.instanceId, 'reject');
    expect((await t.call('boatCredentialInout', 'getById', { id: rejected.id }, as())).body.list[0]).toMatchObject({ result: '2', inoutStatus: '1' });
    expect(await cert(c.id)).toMatchObject({ inout_status: '3' });

    const withdrawal = await submit('boatCredentialInout', { userId: s.id, credentialId: c.id, inoutType: '2', number: 1, inReason: '船员上船自带' });
    await driveToEnd(t, org, withdrawal.instanceId, 'approve');
    expect(await cert(c.id)).toMatchObject({ inout_status: '4' });
    // the keeper's list shows the three that went to approval, to whoever holds the screen and sees the
    // seafarer; the withdrawal refused at submit is still a draft, its applicant's
    const keeperList = await t.call('credentialInoutManage', 'getList', { credentialId: c.id }, await t.adminToken());
    expect(keeperList.body.list.map((r: Row) => [r.inoutStatus, r.status]).sort()).toEqual([['1', '3'], ['3', '3'], ['4', '3']]);
  });
});
