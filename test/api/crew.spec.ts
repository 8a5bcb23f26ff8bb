import ExcelJS from 'exceljs';
import { newDept, newUser, type NewUser } from '../setup/factories';
import { downloadFile, downloadSheet } from '../setup/download';
import { newIdCard } from '../setup/id-card';
import { png } from '../setup/sample-files';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// Seafarers (issue 4 items 2 to 4): the record and its file's tabs, the crew rules of SPEC §5, the crew
// rights of SPEC §6 (own created, own shipowners, own jurisdiction) and the sea-service operations.
describe('crew records', () => {
  let t: TestApp;
  let admin: string;
  let ownerA: number;
  let ownerB: number;
  let shipA1: number;
  let shipA2: number;
  let shipB1: number;
  const FILE_PERMS = ['boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoEditList', 'boatUserInfoEditList:edit', 'boatUserInfoEditList:delete', 'boatUserInfoEditList:export'];
  const TAB_PERMS = ['boatUserInfoBank', 'boatUserInfoBank:add', 'boatUserInfoBank:edit', 'boatUserInfoFamily', 'boatUserInfoFamily:add'];
  const WORK_PERMS = ['boatUserInfoWork', 'boatUserInfoWork:add', 'boatUserInfoWork:onBoard', 'boatUserInfoWork:offBoard', 'boatUserInfoWork:promote', 'boatUserInfoWork:changeShip'];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    const owner = async (name: string) => (await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name }, admin)).body.list[0].id;
    const ship = async (name: string, shipownerId: number) => (await t.call('BoatShip', 'insert', { name, shipownerId }, admin)).body.list[0].id;
    ownerA = await owner('山东海运股份有限公司');
    ownerB = await owner('大连远洋运输有限公司');
    shipA1 = await ship('山东荣耀', ownerA);
    shipA2 = await ship('山东昌盛', ownerA);
    shipB1 = await ship('大连之星', ownerB);
  });
  afterAll(() => t?.close());

  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const add = async (token: string, extra: Row = {}) => {
    const r = await t.call('BoatUserInfo', 'insert', { name: uniq('张'), sex: '1', birthday: '1988-04-12', nationality: 'CN', duty: '3', ...extra }, token);
    ok(r);
    return r.body.list[0] as Row;
  };
  const get = async (id: number, token = admin) => (await t.call('BoatUserInfo', 'getUserInfoById', { id }, token)).body.list?.[0] as Row;

  it('adds a seafarer in two steps: the record first (with a crew number), then the tabs', async () => {
    const clerk = await newUser(t, { perms: [...FILE_PERMS, ...TAB_PERMS], crewScope: '4' });
    const first = await t.call('BoatUserInfo', 'insert', { name: '王海明', enname: 'WANG HAIMING', sex: '1', birthday: '1985-03-02', duty: '2', idNumber: newIdCard() }, clerk.token);
    ok(first);
    const crew = first.body.list[0];
    expect(crew.internalCode).toMatch(/^C\d{6}$/);
    expect(crew).toMatchObject({ boardState: '2', credWarn: '0', isConfirm: '0' });
    // a tab row without its seafarer: the main record must be added first
    const orphan = await t.call('BoatBank', 'insert', { cardholder: '王海明', account: '6222020200001234567' }, clerk.token, 'zh');
    expect(orphan.status).toBe(400);
    expect(orphan.body.msg).toBe('请先添加主记录');
    ok(await t.call('BoatBank', 'insert', { userId: crew.id, cardholder: '王海明', account: '6222020200001234567', depositBank: '中国工商银行', priorityUsed: '1' }, clerk.token));
    ok(await t.call('BoatFamily', 'insert', { userId: crew.id, name: '李秀英', relationship: '2', firstRelationman: '1', telephone: '13805320000' }, clerk.token));
    expect((await t.call('BoatBank', 'getList', { userId: crew.id }, clerk.token)).body.total).toBe(1);
    // the same id card twice is refused
    const dup = await t.call('BoatUserInfo', 'insert', { name: '重复', sex: '1', idNumber: crew.idNumber }, clerk.token);
    expect(dup.status).toBe(409);
  });

  it('refuses facts dated in the future and dates out of order', async () => {
    const future = await t.call('BoatUserInfo', 'insert', { name: '未来', sex: '1', birthday: day(3) }, admin, 'zh');
    expect(future.status).toBe(400);
    expect(future.body.fields[0]).toMatchObject({ field: 'birthday', reason: 'future' });
    expect(future.body.msg).toContain('出生日期不能晚于今天');
    const order = await t.call('BoatUserInfo', 'insert', { name: '顺序', sex: '1', birthday: '1990-01-01', entrytime: '1989-01-01' }, admin);
    expect(order.body.fields[0]).toMatchObject({ field: 'entrytime', reason: 'order' });
    const crew = await add(admin);
    const family = await t.call('BoatFamily', 'insert', { userId: crew.id, name: '孩子', relationship: '3', birthday: day(10) }, admin);
    expect(family.body.fields[0].field).toBe('birthday');
  });

  it('signs on, promotes, changes ship and signs off; the record always follows the history', async () => {
    const crew = await add(admin, { duty: '4' });
    const base = { userId: crew.id, shipownerId: ownerA, shipId: shipA1, duty: '4', onboatPort: '3' };
    // reporting rank 1 is required, and rank 2 differs from it
    const noReport = await t.call('BoatWork', 'onBoatWorkInfo', { ...base, onboatDate: day(-100) }, admin);
    expect(noReport.body.fields[0]).toMatchObject({ field: 'reportDutyOne', reason: 'required' });
    const same = await t.call('BoatWork', 'onBoatWorkInfo', { ...base, reportDutyOne: '4', reportDutyTwo: '4', onboatDate: day(-100) }, admin, 'zh');
    expect(same.body.msg).toBe('申报职务二不能与申报职务一相同');
    // exit ≤ boarding < planned sign-off
    const backwards = await t.call('BoatWork', 'onBoatWorkInfo', { ...base, reportDutyOne: '4', leaveDate: day(-99), onboatDate: day(-100) }, admin);
    expect(backwards.body.fields[0]).toMatchObject({ field: 'onboatDate', reason: 'order' });
    const plan = await t.call('BoatWork', 'onBoatWorkInfo', { ...base, reportDutyOne: '4', onboatDate: day(-100), planLeaveboatDate: day(-120) }, admin);
    expect(plan.body.fields[0]).toMatchObject({ field: 'planLeaveboatDate', reason: 'order' });
    const tomorrow = await t.call('BoatWork', 'onBoatWorkInfo', { ...base, reportDutyOne: '4', onboatDate: day(1) }, admin);
    expect(tomorrow.body.fields[0]).toMatchObject({ field: 'onboatDate', reason: 'future' });

    ok(await t.call('BoatWork', 'onBoatWorkInfo', { ...base, reportDutyOne: '4', leaveDate: day(-100), onboatDate: day(-100), planLeaveboatDate: day(100), wages: '3200' }, admin));
    expect(await get(crew.id)).toMatchObject({ boardState: '1', shipId: shipA1, shipownerId: ownerA, duty: '4' });
    const twice = await t.call('BoatWork', 'onBoatWorkInfo', { ...base, reportDutyOne: '4', onboatDate: day(-50) }, admin);
    expect(twice.status).toBe(409);
    // on board, rank and shipowner change only through the history
    expect((await t.call('BoatUserInfo', 'updateBoatUserInfo', { id: crew.id, duty: '3' }, admin)).status).toBe(400);

    // promotion: not to the same rank, not before boarding
    expect((await t.call('BoatWork', 'promotionBoatWorkInfo', { userId: crew.id, promoteDate: day(-60), newDuty: '4' }, admin)).body.fields[0].field).toBe('newDuty');
    const early = await t.call('BoatWork', 'promotionBoatWorkInfo', { userId: crew.id, promoteDate: day(-101), newDuty: '3' }, admin, 'zh');
    expect(early.body.msg).toBe('晋升日期不能早于上船日期');
    ok(await t.call('BoatWork', 'promotionBoatWorkInfo', { userId: crew.id, promoteDate: day(-60), newDuty: '3' }, admin));
    expect(await get(crew.id)).toMatchObject({ boardState: '1', shipId: shipA1, duty: '3' });

    // ship change: not to the same ship, not before boarding
    expect((await t.call('BoatWork', 'changeBoatWorkInfo', { userId: crew.id, changeboatDate: day(-30), newShipid: shipA1 }, admin)).body.fields[0].field).toBe('newShipid');
    expect((await t.call('BoatWork', 'changeBoatWorkInfo', { userId: crew.id, changeboatDate: day(-61), newShipid: shipB1 }, admin)).status).toBe(400);
    ok(await t.call('BoatWork', 'changeBoatWorkInfo', { userId: crew.id, changeboatDate: day(-30), newShipid: shipB1, onboatPort: '11' }, admin));
    expect(await get(crew.id)).toMatchObject({ boardState: '1', shipId: shipB1, shipownerId: ownerB, duty: '3' });
    const onBoard = await t.call('BoatWork', 'onBoatWorkInfoList', { userId: crew.id }, admin);
    expect(onBoard.body.list).toEqual([expect.objectContaining({ shipId: shipB1, duty: '3', onboatDate: day(-30), state: '1' })]);
    expect((await t.call('BoatUserInfo', 'getBoatUserInfoListForOnBoat', { keyword: crew.name }, admin)).body.total).toBe(1);
    expect((await t.call('onBoardCrew', 'getList', { keyword: crew.name }, admin)).body.list).toEqual([expect.objectContaining({ id: crew.id, shipId: shipB1 })]);

    // sign off: sign-off before boarding and entry before sign-off are refused
    expect((await t.call('BoatWork', 'offBoatWorkInfo', { userId: crew.id, leaveboatDate: day(-31) }, admin)).body.fields[0].field).toBe('leaveboatDate');
    expect((await t.call('BoatWork', 'offBoatWorkInfo', { userId: crew.id, leaveboatDate: day(-5), enterDate: day(-6) }, admin)).body.fields[0].field).toBe('enterDate');
    ok(await t.call('BoatWork', 'offBoatWorkInfo', { userId: crew.id, leaveboatDate: day(-5), offboatPort: '1', enterDate: day(-4), leaveboatReason: '1', leaveboatEvaluate: '2' }, admin));
    expect(await get(crew.id)).toMatchObject({ boardState: '2', shipId: null, shipownerId: ownerB, duty: '3' });
    expect((await t.call('onBoardCrew', 'getList', { keyword: crew.name }, admin)).body.total).toBe(0);
    expect((await t.call('BoatWork', 'offBoatWorkInfo', { userId: crew.id, leaveboatDate: day(-1) }, admin)).status).toBe(409);

    const history = (await t.call('BoatWork', 'getList', { userId: crew.id, sort: 'onboatDate' }, admin)).body.list as Row[];
    expect(history.map((w) => [w.shipId, w.duty, w.onboatDate, w.promoteDate ?? w.changeboatDate ?? w.leaveboatDate, w.state])).toEqual([
      [shipA1, '4', day(-100), day(-60), '2'],
      [shipA1, '3', day(-60), day(-30), '2'],
      [shipB1, '3', day(-30), day(-5), '2'],
    ]);
    expect(history[0]).toMatchObject({ newDuty: '3' });
    expect(history[1]).toMatchObject({ newShipid: shipB1 });
    const newest = await t.call('BoatWork', 'getNewestByUserId', { userId: crew.id }, admin);
    expect(newest.body.list[0]).toMatchObject({ shipId: shipB1, leaveboatDate: day(-5) });
    const last = await t.call('BoatWork', 'getLastByUserId', { userId: crew.id }, admin);
    expect(last.body.list[0].id).toBe(newest.body.list[0].id);

    // earlier service is recorded as ended stints; overlapping ones are refused
    ok(await t.call('BoatWork', 'insertSubmitWorkInfo', { userId: crew.id, shipownerId: ownerB, shipId: shipB1, duty: '8', reportDutyOne: '8', onboatDate: '2019-03-01', leaveboatDate: '2019-11-20' }, admin));
    const overlap = await t.call('BoatWork', 'insertSubmitWorkInfo', { userId: crew.id, shipownerId: ownerB, shipId: shipB1, duty: '8', reportDutyOne: '8', onboatDate: '2019-06-01', leaveboatDate: '2019-12-20' }, admin, 'zh');
    expect(overlap.body.msg).toBe('与已有履历的在船时间重叠');
    expect(await get(crew.id)).toMatchObject({ boardState: '2', duty: '3' });

    // deleting the open stint of a seafarer on board puts them ashore again
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { ...base, reportDutyOne: '3', duty: '3', onboatDate: day(-2) }, admin));
    expect((await t.call('BoatUserInfo', 'deleteBoatUserInfo', { ids: [crew.id] }, admin)).status).toBe(400);
    const open = (await t.call('BoatWork', 'getNewestByUserId', { userId: crew.id }, admin)).body.list[0];
    ok(await t.call('BoatWork', 'delete', { ids: [open.id] }, admin));
    expect(await get(crew.id)).toMatchObject({ boardState: '2', shipId: null });
  });

  it('lists a coordinator’s crew, and the crew on board', async () => {
    const coordinator = await newUser(t, { perms: FILE_PERMS, crewScope: '1' });
    const mine = await add(admin, { crewbuyers: coordinator.id });
    await add(admin);
    const byMe = await t.call('BoatUserInfo', 'getByCrewbuyers', {}, coordinator.token);
    expect(byMe.body.list.map((r: Row) => r.id)).toEqual([mine.id]);
    const byAdmin = await t.call('BoatUserInfo', 'getByCrewbuyers', { crewbuyers: coordinator.id }, admin);
    expect(byAdmin.body.total).toBe(1);
  });

  it('a recruiter adds and completes their own new seafarers, and changes nothing else', async () => {
    const recruiter = await newUser(t, { perms: [...FILE_PERMS, ...TAB_PERMS], crewScope: '4', recruiter: true });
    const mine = await add(recruiter.token);
    ok(await t.call('BoatFamily', 'insert', { userId: mine.id, name: '赵丽', relationship: '1' }, recruiter.token));
    ok(await t.call('BoatUserInfo', 'update', { id: mine.id, linkertel: '13953200000' }, recruiter.token));
    // once someone confirms it, it is no longer theirs to change
    ok(await t.call('BoatUserInfo', 'update', { id: mine.id, isConfirm: '1' }, admin));
    const locked = await t.call('BoatUserInfo', 'update', { id: mine.id, linkertel: '13953200001' }, recruiter.token, 'zh');
    expect(locked.status).toBe(403);
    expect(locked.body.msg).toBe('招聘专员不能修改船员信息');
    expect((await t.call('BoatFamily', 'insert', { userId: mine.id, name: '赵强', relationship: '2' }, recruiter.token)).status).toBe(403);
    expect((await t.call('BoatUserInfo', 'delete', { ids: [mine.id] }, recruiter.token)).status).toBe(403);
  });

  it('a user bound to shipowners changes only their crew; nobody confirms a record they entered', async () => {
    const bound = await newUser(t, { perms: [...FILE_PERMS, ...TAB_PERMS], crewScope: '1' });
    ok(await t.call('SysUserShipowner', 'insert', { userId: bound.id, shipownerId: ownerA }, admin));
    const theirs = await add(admin, { shipownerId: ownerA });
    const other = await add(admin, { shipownerId: ownerB });
    ok(await t.call('BoatUserInfo', 'update', { id: theirs.id, linkertel: '13700000000' }, bound.token));
    const refused = await t.call('BoatUserInfo', 'update', { id: other.id, linkertel: '13700000001' }, bound.token, 'zh');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('该船员不属于您负责的船东，不能编辑');
    expect((await t.call('BoatBank', 'insert', { userId: other.id, cardholder: 'x', account: '1' }, bound.token)).status).toBe(403);
    // nor moved to a shipowner that is not theirs, nor added under one
    expect((await t.call('BoatUserInfo', 'update', { id: theirs.id, shipownerId: ownerB }, bound.token)).status).toBe(403);
    expect((await t.call('BoatUserInfo', 'insert', { name: '新人', sex: '1', shipownerId: ownerB }, bound.token)).status).toBe(403);

    const clerk = await newUser(t, { perms: FILE_PERMS, crewScope: '1' });
    const entered = await add(clerk.token);
    const self = await t.call('BoatUserInfo', 'update', { id: entered.id, isConfirm: '1' }, clerk.token, 'zh');
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('不能确认自己录入的信息');
    expect((await t.call('BoatUserInfo', 'insert', { name: '自确认', sex: '1', isConfirm: '1' }, clerk.token)).status).toBe(403);
    const checker = await newUser(t, { perms: FILE_PERMS, crewScope: '1' });
    ok(await t.call('BoatUserInfo', 'update', { id: entered.id, isConfirm: '1' }, checker.token));
  });

  it('crew rights limit lists, reads, changes, deletes, exports and tabs', async () => {
    const deptX = await newDept(t);
    const deptY = await newDept(t);
    const managerX = await newUser(t, { perms: [...FILE_PERMS, ...TAB_PERMS], deptId: deptX, dataScope: '3', crewScope: '2' });
    const managerY = await newUser(t, { perms: [...FILE_PERMS, ...TAB_PERMS], deptId: deptY, dataScope: '3', crewScope: '2' });
    const ownerUser = await newUser(t, { perms: [...FILE_PERMS, ...TAB_PERMS], crewScope: '3' });
    const creator = await newUser(t, { perms: [...FILE_PERMS, ...TAB_PERMS], deptId: await newDept(t), crewScope: '4' });
    ok(await t.call('SysUserShipowner', 'insert', { userId: ownerUser.id, shipownerId: ownerB }, admin));
    const tag = uniq('范围');
    const x = await add(managerX.token, { name: `${tag}甲`, shipownerId: ownerA });
    const y = await add(managerY.token, { name: `${tag}乙`, shipownerId: ownerB });
    const c = await add(creator.token, { name: `${tag}丙` });
    ok(await t.call('BoatBank', 'insert', { userId: x.id, cardholder: 'x', account: '1' }, admin));

    const names = async (u: NewUser) => ((await t.call('BoatUserInfo', 'getBoatUserInfoList', { name: tag, pageSize: 50 }, u.token)).body.list as Row[]).map((r) => r.name).sort();
    expect(await names(managerX)).toEqual([`${tag}甲`]);
    expect(await names(managerY)).toEqual([`${tag}乙`]);
    expect(await names(ownerUser)).toEqual([`${tag}乙`]);
    expect(await names(creator)).toEqual([`${tag}丙`]);

    expect((await t.call('BoatUserInfo', 'getUserInfoById', { id: x.id }, managerY.token)).status).toBe(404);
    expect((await t.call('BoatUserInfo', 'update', { id: x.id, linkertel: '13700000002' }, managerY.token)).status).toBe(404);
    expect((await t.call('BoatUserInfo', 'delete', { ids: [x.id] }, creator.token)).status).toBe(404);
    expect((await t.call('BoatBank', 'getList', { userId: x.id }, managerY.token)).body.total).toBe(0);
    expect((await t.call('BoatBank', 'getList', { userId: x.id }, managerX.token)).body.total).toBe(1);
    expect((await t.call('BoatBank', 'insert', { userId: x.id, cardholder: 'y', account: '2' }, managerY.token)).status).toBe(403);

    const { sheet } = await downloadSheet(t, 'BoatUserInfo', { name: tag }, ownerUser.token, 'zh');
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values[header.indexOf('姓名')]).toBe(`${tag}乙`);
    expect(values[header.indexOf('所属船东')]).toBe('大连远洋运输有限公司');
    expect(values[header.indexOf('在船状态')]).toBe('在家');

    // deleting an ashore seafarer deletes their file
    ok(await t.call('BoatUserInfo', 'deleteBoatUserInfo', { ids: [x.id] }, managerX.token));
    expect((await t.call('BoatBank', 'getList', { userId: x.id }, admin)).body.total).toBe(0);
    expect((await t.call('BoatUserInfo', 'deleteBoatUserInfo', { ids: [] }, admin)).body.msg).toBe('Select at least one record');
  });

  it('exports one seafarer’s résumé from the template', async () => {
    const crew = await add(admin, { name: '孙志强', enname: 'SUN ZHIQIANG', duty: '1', shipownerId: ownerA });
    ok(await t.call('BoatWork', 'insertSubmitWorkInfo', { userId: crew.id, shipownerId: ownerA, shipId: shipA2, duty: '2', reportDutyOne: '2', onboatDate: '2024-01-10', leaveboatDate: '2024-09-01' }, admin));
    ok(await t.call('BoatFamily', 'insert', { userId: crew.id, name: '孙丽', relationship: '2', telephone: '13900000000' }, admin));
    const two = await t.call('BoatUserInfo', 'exportResumeCheck', { ids: [crew.id, crew.id + 1] }, admin, 'zh');
    expect(two.body.msg).toBe('只能选择一条记录');
    expect((await t.call('BoatUserInfo', 'exportResumeCheck', { ids: [] }, admin, 'zh')).body.msg).toBe('请至少选择一条记录');
    const res = await downloadFile(t, 'BoatUserInfo', 'exportResumeCheck', { ids: [crew.id] }, admin, 'zh');
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as never);
    const text = wb.worksheets[0].getSheetValues().flat().filter((v) => typeof v === 'string');
    // ashore, the rank is the one the last stint ended in
    expect(text).toEqual(expect.arrayContaining(['孙志强', 'SUN ZHIQIANG', '大副', '山东海运股份有限公司', '山东昌盛', '2024-01-10', '2024-09-01', '孙丽', '配偶', '在家']));
    expect(text.some((v) => /\{\{/.test(v as string))).toBe(false);
  });
  it('the crew info report counts each shipowner’s crew within the caller’s rights', async () => {
    const owner = (await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: '报表船东' }, admin)).body.list[0].id;
    const ship = (await t.call('BoatShip', 'insert', { name: '报表船', shipownerId: owner }, admin)).body.list[0].id;
    const type = (await t.call('SysCredential', 'insert', { name: '报表证书', code: uniq('CT'), warnValue: 30, warnUnit: '1' }, admin)).body.list[0].id;
    const a = await add(admin, { shipownerId: owner });
    const b = await add(admin, { shipownerId: owner });
    await add(admin, { shipownerId: owner, isConfirm: '1' });
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: a.id, shipownerId: owner, shipId: ship, duty: '3', reportDutyOne: '3', onboatDate: day(-10) }, admin));
    ok(await t.call('boatUserCredential', 'submitInsert', { userId: b.id, credentialId: type, validDate: day(5) }, admin));
    const report = await t.call('crewInfoReport', 'getList', { shipownerId: owner }, admin);
    expect(report.body.list).toEqual([{ shipownerId: owner, total: 3, onBoard: 1, ashore: 2, warning: 1, expired: 0, unconfirmed: 2 }]);
    // someone who sees only the crew they created sees none of these
    const other = await newUser(t, { perms: ['boatUserInfoMessageReport'], crewScope: '4' });
    expect((await t.call('crewInfoReport', 'getList', { shipownerId: owner }, other.token)).body.list).toEqual([]);
    const { sheet } = await downloadSheet(t, 'crewInfoReport', { shipownerId: owner }, admin, 'zh');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['船东', '船员总数', '在船', '在家', '证书预警', '证书过期', '信息未确认']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['报表船东', 3, 1, 2, 1, 0, 2]);
  });

  it('a seafarer’s photo is read by whoever may see the seafarer, and only one’s own files are attached', async () => {
    const upload = async (token: string) => {
      const r = await t.http.post('/uploadFile/api/uploadFile').set('Authorization', `Bearer ${token}`).field('folder', 'boatInfoImg').attach('file', png(), { filename: 'photo.png', contentType: 'image/png' });
      return r.body.list[0].id as string;
    };
    const deptA = await newDept(t);
    const deptB = await newDept(t);
    const clerk = await newUser(t, { perms: FILE_PERMS, deptId: deptA, dataScope: '3', crewScope: '2' });
    const colleague = await newUser(t, { perms: FILE_PERMS, deptId: deptA, dataScope: '3', crewScope: '2' });
    const stranger = await newUser(t, { perms: FILE_PERMS, deptId: deptB, dataScope: '3', crewScope: '2' });
    const photo = await upload(clerk.token);
    const crew = await add(clerk.token, { photo });
    const read = (token: string) => t.http.post('/uploadFile/api/download').set('Authorization', `Bearer ${token}`).send({ id: photo });
    expect((await read(colleague.token)).status).toBe(200);
    expect((await read(stranger.token)).status).toBe(403);
    // a file one cannot read is not attached (it would open it to everyone who sees the seafarer)
    const theirs = await upload(stranger.token);
    expect((await t.call('BoatUserInfo', 'update', { id: crew.id, photo: theirs }, clerk.token)).status).toBe(403);
  });
});
