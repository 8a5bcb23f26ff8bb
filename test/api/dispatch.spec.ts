import { DataSource } from 'typeorm';
import { code, CREW_SCOPE, driveToEnd, flowOrg, FlowOrg, newCertificate, newCertificateKind, newRole, grantRole, newSeafarer, newShip, newShipowner, newUser, openTasks, readyOn } from '../setup/factories';
import { confirmThrough } from '../setup/confirm-through';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';

type Row = Record<string, any>;

// Dispatch (issue 12): orders under SPEC §5's rules with their "continue?" warnings, the two-week rule,
// linked applications, the compliance gate and its override, the plan's flow through the real engine
// (agree, disagree, a restart in the middle), carrying orders out through the crew module's sea
// service, and the crew rights applied to plans and orders.
describe('dispatch', () => {
  let t: TestApp;
  let org: FlowOrg;
  let db: DataSource;
  let ownerId: number;
  let shipA: number;
  let shipB: number;
  let medicalKind: number;
  const AB = code('duty', 'Able Seaman (AB)');
  const TANKER = code('shipType', 'Oil tanker');
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoWork', 'boatUserInfoWork:onBoard', 'boatUserInfoWork:offBoard', 'boatUserInfoWork:promote', 'boatUserInfoWork:changeShip',
    'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatScatteredSendPlan:delete', 'boatNestingPlan', 'boatNestingPlan:add',
    'boatDispatchManage', 'boatDispatchManage:add', 'boatDispatchManage:edit', 'boatDispatchManage:delete', 'boatDispatchManage:cancel', 'boatDispatchManage:close', 'boatDispatchManage:finish',
    'boatApplyForCredential', 'boatApplyForCredential:add', 'boatCredentialManage', 'boatCredentialManage:add', 'boatCredentialManage:edit',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => org.staff.token;
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    // the staff member's role sees all crew
    org = await flowOrg(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    const admin = await t.adminToken();
    ownerId = (await newShipowner(t)).id;
    shipA = (await newShip(t, ownerId)).id;
    shipB = (await newShip(t, ownerId)).id;
    medicalKind = (await newCertificateKind(t, { name: uniq('健康证明'), code: uniq('MED') })).id;
    // the matrix: an AB on a tanker needs a medical certificate
    ok(await t.call('dispatchComplianceRule', 'insert', { duty: AB, shipType: TANKER, credentialId: medicalKind }, admin));
  });
  afterAll(() => t?.close());

  const seafarer = async (opts: { medicalUntil?: string; ready?: string } = {}) => {
    const s = await newSeafarer(t, { by: as(), readyDate: opts.ready });
    if (opts.medicalUntil) await newCertificate(t, s.id, medicalKind, opts.medicalUntil, as(), { signDate: day(-300) });
    return s;
  };
  const onBoard = async (s: Row, shipId = shipA) => {
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: s.id, shipId, duty: '12', reportDutyOne: '12', onboatDate: day(-100), planLeaveboatDate: day(20) }, as()));
  };
  const plan = async (extra: Row = {}) => {
    const r = await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0), ...extra }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  // confirm: every "continue?" accepted, as the web does (the 428's token sent back)
  const send = (planId: number, list: Row[]) => t.call('BoatPlanDispatch', 'insertList', { planId, orders: list }, as(), 'zh');
  const orders = (planId: number, list: Row[], confirm = false) => (confirm ? confirmThrough(() => send(planId, list)) : send(planId, list));
  const signOn = (s: Row, extra: Row = {}) => ({ userId: s.id, operation: '1', shipId: shipA, duty: '12', planDate: day(30), planLeaveDate: day(270), ...extra });
  const order = async (id: number) => (await q('SELECT * FROM boat_plan_dispatch WHERE id = $1', [id]))[0];

  it('a seafarer with a warned certificate, or ready too late, is a "continue?" that the confirmation lets through and records', async () => {
    const p = await plan();
    const s = await seafarer({ medicalUntil: day(10), ready: day(40) });
    const first = await orders(p.id, [signOn(s)]);
    expect(first.status).toBe(428);
    expect(first.body.error).toBe('ConfirmRequired');
    expect(first.body.fields.map((f: Row) => f.key).sort()).toEqual(['crew.certWarning', 'dispatch.readyLate']);
    expect((await q('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE plan_id = $1', [p.id]))[0].n).toBe(0);
    // the warnings' keys confirm nothing (X-Confirm carried keys before it carried tokens)
    expect((await send(p.id, [signOn(s)]).set('X-Confirm', 'crew.certWarning,dispatch.readyLate')).status).toBe(428);
    const done = await orders(p.id, [signOn(s)], true);
    ok(done);
    const made = await order(done.body.list[0].id);
    expect(made.confirmations.map((c: Row) => c.key).sort()).toEqual(['crew.certWarning', 'dispatch.readyLate']);
    expect(made.confirmations[0].by).toBe(org.staff.id);
    // the medical runs out before the planned sign-off: not compliant
    expect(made).toMatchObject({ compliant: '0', status: '1', operation: '1' });
    expect(made.compliance.items[0]).toMatchObject({ credentialId: medicalKind, state: 'expired' });
    // a seafarer without warnings goes straight through
    const fine = await seafarer({ medicalUntil: day(900) });
    const r = await orders(p.id, [signOn(fine)]);
    ok(r);
    expect(await order(r.body.list[0].id)).toMatchObject({ compliant: '1', confirmations: [] });
  });

  // issue 20 §7: dispatch asked, the crew file's sign-on did not
  it('every sign-on path asks the same certificate question: the crew file, its generic add, a promotion there, and a dispatch order', async () => {
    const admin = await t.adminToken();
    const s = await seafarer({ medicalUntil: day(10) });
    const stints = async () => (await q('SELECT count(*)::int AS n FROM boat_work WHERE user_id = $1', [s.id]))[0].n;
    const fileSignOn = () => t.call('BoatWork', 'onBoatWorkInfo', { userId: s.id, shipId: shipA, duty: '12', reportDutyOne: '12', onboatDate: day(-20) }, as(), 'zh');
    const asked = await fileSignOn();
    expect([asked.status, asked.body.error, asked.body.fields.map((f: Row) => f.key)]).toEqual([428, 'ConfirmRequired', ['crew.certWarning']]);
    expect(asked.body.fields[0].message).toContain(s.name);
    // the dispatch order asks the very same question, in the same words
    const p = await plan();
    const byOrder = await send(p.id, [signOn(s)]);
    expect(byOrder.body.fields.map((f: Row) => [f.key, f.message])).toEqual([['crew.certWarning', asked.body.fields[0].message]]);
    // the generic add of an open stint is a sign-on too
    const generic = await t.call('BoatWork', 'insert', { userId: s.id, shipownerId: ownerId, shipId: shipA, duty: '12', reportDutyOne: '12', onboatDate: day(-20) }, admin);
    expect([generic.status, generic.body.fields?.[0].key]).toEqual([428, 'crew.certWarning']);
    // service that has ended opens nothing: no question
    ok(await t.call('BoatWork', 'insert', { userId: s.id, shipownerId: ownerId, shipId: shipA, duty: '12', reportDutyOne: '12', onboatDate: day(-400), leaveboatDate: day(-300) }, admin));
    expect(await stints()).toBe(1);
    // answered, it signs on
    ok(await confirmThrough(fileSignOn));
    expect(await stints()).toBe(2);
    // a promotion opens the next stint in the new rank: the same question
    const promote = () => t.call('BoatWork', 'promotionBoatWorkInfo', { userId: s.id, promoteDate: day(-5), newDuty: '10' }, as());
    expect((await promote()).body.fields?.map((f: Row) => f.key)).toEqual(['crew.certWarning']);
    ok(await confirmThrough(promote));
    // a seafarer without warnings signs on without a question
    const fine = await seafarer({ medicalUntil: day(900) });
    ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: fine.id, shipId: shipA, duty: '12', reportDutyOne: '12', onboatDate: day(-20) }, as()));
  });

  // issue 20 §7: BoatWork.insert took a ship of another shipowner than the one given; dispatch refused it
  it('a ship of another shipowner is refused by one rule, for sea service and for orders alike', async () => {
    const admin = await t.adminToken();
    const otherOwner = (await newShipowner(t)).id;
    const theirShip = (await newShip(t, otherOwner)).id;
    const s = await seafarer({ medicalUntil: day(900) });
    const stint = { userId: s.id, shipownerId: ownerId, shipId: theirShip, duty: '12', reportDutyOne: '12', onboatDate: day(-20) };
    const refused = (r: { status: number; body: Row }) => [r.status, r.body.error, r.body.fields?.map((f: Row) => f.field)];
    expect(refused(await t.call('BoatWork', 'insert', stint, admin))).toEqual([400, 'clients.shipOfOtherOwner', ['shipId']]);
    expect(refused(await t.call('BoatWork', 'onBoatWorkInfo', stint, as()))).toEqual([400, 'clients.shipOfOtherOwner', ['shipId']]);
    expect(refused(await t.call('BoatWork', 'insert', { ...stint, onboatDate: day(-400), leaveboatDate: day(-300) }, admin))).toEqual([400, 'clients.shipOfOtherOwner', ['shipId']]);
    expect(refused(await orders((await plan()).id, [signOn(s, { shipId: theirShip })]))).toEqual([400, 'clients.shipOfOtherOwner', ['shipId']]);
    expect((await q('SELECT count(*)::int AS n FROM boat_work WHERE user_id = $1', [s.id]))[0].n).toBe(0);
    // without a shipowner the sign-on takes the ship's; with the right one it goes through
    const signedOn = await t.call('BoatWork', 'onBoatWorkInfo', { ...stint, shipownerId: undefined }, as());
    ok(signedOn);
    expect(signedOn.body.list[0].shipownerId).toBe(otherOwner);
    // an edit that keeps the ship and shipowner is not asked again; moving the stint to a foreign ship is
    const row = signedOn.body.list[0];
    ok(await t.call('BoatWork', 'update', { id: row.id, onboatPort: '3' }, admin));
    expect(refused(await t.call('BoatWork', 'update', { id: row.id, shipId: shipA }, admin))).toEqual([400, 'clients.shipOfOtherOwner', ['shipId']]);
  });

  // issue 20 §7: "a date cannot be earlier than the current date" held nowhere
  it('planned dates are not before today when set or changed; a stored one does not stop other edits', async () => {
    const refused = (r: { status: number; body: Row }) => [r.status, r.body.error, r.body.fields?.map((f: Row) => [f.field, f.reason])];
    expect(refused(await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(-1) }, as()))).toEqual([400, 'Validation', [['planDate', 'past']]]);
    const p = await plan({ planDate: day(0) });
    // yesterday's draft: the date stays (sent back as it is), the rest changes; a new past date is refused
    await q('UPDATE boat_dispatch_plan SET plan_date = $2 WHERE id = $1', [p.id, day(-1)]);
    ok(await t.call('BoatScatPlan', 'update', { id: p.id, planDate: day(-1), remark: '改备注' }, as()));
    expect(refused(await t.call('BoatScatPlan', 'update', { id: p.id, planDate: day(-2) }, as()))).toEqual([400, 'Validation', [['planDate', 'past']]]);
    ok(await t.call('BoatScatPlan', 'update', { id: p.id, planDate: day(1) }, as()));
    // orders: the planned date and planned sign-off
    const s = await seafarer({ medicalUntil: day(900) });
    expect(refused(await send(p.id, [signOn(s, { planDate: day(-1) })]))).toEqual([400, 'Validation', [['planDate', 'past']]]);
    expect(refused(await send(p.id, [signOn(s, { planDate: day(0), planLeaveDate: day(-1) })]))).toEqual([400, 'Validation', [['planLeaveDate', 'past']]]);
    const made = (await orders(p.id, [signOn(s, { planDate: day(0), planLeaveDate: day(200) })])).body.list[0];
    await q('UPDATE boat_plan_dispatch SET plan_date = $2 WHERE id = $1', [made.id, day(-1)]);
    ok(await t.call('BoatPlanDispatch', 'update', { id: made.id, planDate: day(-1), planPort: '3' }, as()));
    expect((await order(made.id)).plan_port).toBe('3');
    expect(refused(await t.call('BoatPlanDispatch', 'update', { id: made.id, planDate: day(-3) }, as()))).toEqual([400, 'Validation', [['planDate', 'past']]]);
  });

  it('a confirmation covers exactly the warnings shown: another seafarer, a bigger batch, a changed fact or another user asks again', async () => {
    const p = await plan();
    const s = await seafarer({ medicalUntil: day(10), ready: day(40) });
    const other = await seafarer({ medicalUntil: day(10), ready: day(40) });
    const token = (await send(p.id, [signOn(s)])).body.confirmToken;
    expect(token).toEqual(expect.any(String));
    const withToken = (list: Row[], tok: string, by = as()) => t.call('BoatPlanDispatch', 'insertList', { planId: p.id, orders: list }, by).set('X-Confirm', tok);
    // another seafarer with the same warnings, and a batch that adds one, are questions of their own
    expect((await withToken([signOn(other)], token)).status).toBe(428);
    expect((await withToken([signOn(s), signOn(other)], token)).status).toBe(428);
    // the seafarer's ready date moved since the question: asked again, with another token
    await readyOn(t, s.id, day(45));
    const changed = await withToken([signOn(s)], token);
    expect([changed.status, changed.body.confirmToken === token]).toEqual([428, false]);
    // someone else sending the token
    expect((await withToken([signOn(s)], changed.body.confirmToken, await t.adminToken())).status).toBe(428);
    expect((await q('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE plan_id = $1', [p.id]))[0].n).toBe(0);
    // the answer to the question as it stands now goes through
    ok(await withToken([signOn(s)], changed.body.confirmToken));
  });

  it('refuses what SPEC §5 refuses: same rank or ship, dates before boarding, overlapping orders, boarding while on board', async () => {
    const p = await plan();
    const aboard = await seafarer({ medicalUntil: day(900) });
    await onBoard(aboard);
    const msg = async (list: Row[]) => (await orders(p.id, list, true)).body;
    expect((await msg([{ userId: aboard.id, operation: '3', shipId: shipA, newDuty: '12', planDate: day(5) }])).error).toBe('dispatch.sameRank');
    expect((await msg([{ userId: aboard.id, operation: '4', shipId: shipA, newShipId: shipA, planDate: day(5) }])).error).toBe('dispatch.sameShip');
    // a planned date before today is refused as such (notPast), so none can be before boarding (a fact,
    // not after today); dispatch.beforeBoarding stays for the day an order is carried out
    const past = await msg([{ userId: aboard.id, operation: '3', shipId: shipA, newDuty: '10', planDate: day(-200) }]);
    expect([past.error, past.fields.map((f: Row) => [f.field, f.reason])]).toEqual(['Validation', [['planDate', 'past']]]);
    expect((await msg([{ userId: aboard.id, operation: '2', shipId: shipB, planDate: day(5) }])).error).toBe('dispatch.notOnThatShip');
    expect((await msg([signOn(aboard, { shipId: shipB })])).error).toBe('dispatch.onBoardElsewhere');
    // a sign-off first makes the next sign-on possible, in the same batch
    ok(await orders(p.id, [{ userId: aboard.id, operation: '2', shipId: shipA, planDate: day(10) }, signOn(aboard, { shipId: shipB, planDate: day(40) })]));
    // two open orders of one seafarer may not overlap
    const home = await seafarer({ medicalUntil: day(900) });
    ok(await orders(p.id, [signOn(home, { planDate: day(30), planLeaveDate: day(200) })]));
    const clash = await msg([signOn(home, { shipId: shipB, planDate: day(100), planLeaveDate: day(300) })]);
    expect(clash.error).toBe('dispatch.overlapping');
    // two plans booking one seafarer at the same moment: one wins, the other is told why
    const both = await seafarer({ medicalUntil: day(900) });
    const [p1, p2] = [await plan(), await plan()];
    const raced = await Promise.all([p1, p2].map((x) => orders(x.id, [signOn(both)])));
    expect(raced.map((r) => r.body.error ?? 'ok').sort()).toEqual(['dispatch.overlapping', 'ok']);
    // bad input: wrong types and unknown dictionary values name the order's field
    const bad = await msg([signOn(home, { planDate: 'soon' }), signOn(home, { duty: 'XX99' })]);
    expect(bad.error).toBe('Validation');
    expect(bad.fields.map((f: Row) => f.field)).toEqual(['orders[0].planDate']);
    expect((await msg([signOn(home, { duty: 'XX9' }), signOn(home, { duty: '99' })])).fields.map((f: Row) => f.field)).toEqual(['orders[0].duty', 'orders[1].duty']);
    expect((await t.call('BoatPlanDispatch', 'insertList', { planId: p.id, orders: 'x' }, as())).status).toBe(400);
  });

  it('a date moved by more than two weeks regenerates the order and closes its linked applications; within two weeks it names them', async () => {
    const p = await plan();
    const s = await seafarer({ medicalUntil: day(900) });
    const made = (await orders(p.id, [signOn(s)])).body.list[0];
    const certId = (await q('SELECT id FROM boat_user_credential WHERE user_id = $1', [s.id]))[0].id;
    // a certificate renewal made from the plan for this order
    const item = await t.call('BoatPlanDispatch', 'checkItem', { id: made.id, kind: 'credentialDeal', values: { oldCredId: certId, dealType: '1', newValidDate: day(1500) } }, as());
    ok(item);
    const deal = item.body.list[0].appId;
    // within two weeks: changed, and told which applications to update
    const near = await t.call('BoatPlanDispatch', 'update', { id: made.id, planDate: day(40) }, as(), 'en');
    ok(near);
    expect(near.body.list[0].planDate).toBe(day(40));
    expect(near.body.list[0].linkedToUpdate.join(' ')).toMatch(/Update the linked applications yourself/);
    // beyond: asks first; confirmed, the old order and its application close and a new order replaces it
    const far = await t.call('BoatPlanDispatch', 'update', { id: made.id, planDate: day(80) }, as());
    expect(far.body.error).toBe('ConfirmRequired');
    expect((await order(made.id)).status).toBe('1');
    const again = await confirmThrough(() => t.call('BoatPlanDispatch', 'update', { id: made.id, planDate: day(80) }, as()));
    ok(again);
    const fresh = again.body.list[0];
    expect(fresh.id).not.toBe(made.id);
    expect(await order(fresh.id)).toMatchObject({ regenerated_from: made.id, status: '1' });
    expect(await order(made.id)).toMatchObject({ status: '5' });
    expect((await q('SELECT state FROM boat_dispatch_link WHERE kind = $2 AND app_id = $1', [deal, 'credentialDeal']))[0].state).toBe('2');
    expect((await q('SELECT status, result FROM boat_credential_deal WHERE id = $1', [deal]))[0]).toEqual({ status: '3', result: '2' });
  });

  it('cancelling a check item closes the application linked to it, and a running approval stops', async () => {
    const p = await plan();
    const s = await seafarer({ medicalUntil: day(900) });
    const made = (await orders(p.id, [signOn(s)])).body.list[0];
    const certId = (await q('SELECT id FROM boat_user_credential WHERE user_id = $1', [s.id]))[0].id;
    const item = (await t.call('BoatPlanDispatch', 'checkItem', { id: made.id, kind: 'credentialDeal', values: { oldCredId: certId, dealType: '1', newValidDate: day(1500) } }, as())).body.list[0];
    const sub = await t.call('BoatCredentialDeal', 'submit', { id: item.appId }, as());
    ok(sub);
    expect((await q('SELECT credential_status FROM boat_user_credential WHERE id = $1', [certId]))[0].credential_status).toBe('2');
    ok(await t.call('BoatPlanDispatch', 'cancelCheckItem', { linkId: item.id }, as()));
    expect((await q('SELECT status, result FROM boat_credential_deal WHERE id = $1', [item.appId]))[0]).toEqual({ status: '3', result: '2' });
    expect(await openTasks(t, sub.body.list[0].instanceId)).toEqual([]);
    // the certificate is current again (the crew module's own hook ran)
    expect((await q('SELECT credential_status FROM boat_user_credential WHERE id = $1', [certId]))[0].credential_status).toBe('1');
    // the approval history says why in each reader's language (kept as a key, not as Chinese text)
    const closing = async (lang: 'zh' | 'en') =>
      (await t.call('BoatCredentialDeal', 'getInfoById', { id: item.appId }, as(), lang)).body.list[0].history.find((h: Row) => h.action === 'close');
    expect((await closing('en')).comment).toBe('The dispatch order was cancelled');
    expect((await closing('zh')).comment).toBe('派遣单已取消');
    expect((await t.call('BoatPlanDispatch', 'cancelCheckItem', { linkId: item.id }, as())).body.error).toBe('dispatch.linkNotOpen');
    // a kind no module registered (every kind of the dictionary is, since the bookings landed) is refused
    const unknown = await t.call('BoatPlanDispatch', 'checkItem', { id: made.id, kind: 'nothing', values: {} }, as());
    expect([unknown.status, unknown.body.error]).toEqual([400, 'dispatch.unknownLinkKind']);
  });

  it('the compliance gate: a plan with a non-compliant order submits only once the order carries an override, which the approver reads', async () => {
    const p = await plan();
    const s = await seafarer({ medicalUntil: day(60) });
    const made = (await orders(p.id, [signOn(s)], true)).body.list[0];
    const refused = await t.call('BoatScatPlan', 'submit', { id: p.id }, as(), 'en');
    expect(refused.body.error).toBe('dispatch.notCompliant');
    expect(refused.body.msg).toContain(made.dispatchCode);
    const blank = await t.call('BoatPlanDispatch', 'override', { id: made.id, reason: ' ' }, as(), 'en');
    expect([blank.status, blank.body.fields]).toEqual([400, [{ field: 'reason', reason: 'required', key: 'field.required', message: 'Reason is required' }]]);
    ok(await t.call('BoatPlanDispatch', 'override', { id: made.id, reason: '船东同意，到港后换发健康证' }, as()));
    const sub = await t.call('BoatScatPlan', 'submit', { id: p.id }, as());
    ok(sub);
    const [task] = await openTasks(t, sub.body.list[0].instanceId);
    expect(task.elementId).toBe('deptLeaderApprove');
    expect((await q('SELECT non_compliant_count, override_count FROM boat_dispatch_plan WHERE id = $1', [p.id]))[0]).toEqual({ non_compliant_count: 1, override_count: 1 });
    // the approver holds no dispatch screen, yet reads the plan's orders with the compliance result
    expect((await t.call('BoatPlanDispatch', 'getList', { planId: p.id }, org.leader.token)).status).toBe(403);
    // the approver's crew rights decide whom they read by name, as they do for anyone (issue 21): outside
    // them the order is counted only; with a role seeing all crew, it is read
    const counted = await t.call('BoatPlanDispatch', 'getPlanOrders', { planId: p.id }, org.leader.token);
    expect([counted.body.list.length, counted.body.total]).toEqual([0, 1]);
    await grantRole(t, org.leader, await newRole(t, { crewScope: CREW_SCOPE.All }));
    const seen = await t.call('BoatPlanDispatch', 'getPlanOrders', { planId: p.id }, org.leader.token);
    ok(seen);
    expect(seen.body.list[0]).toMatchObject({ id: made.id, compliant: '0', overrideReason: '船东同意，到港后换发健康证' });
    expect(seen.body.list[0].compliance.items[0]).toMatchObject({ state: 'expiring' });
    // someone else with no part in the flow is refused
    expect((await t.call('BoatPlanDispatch', 'getPlanOrders', { planId: p.id }, org.finance.token)).status).toBe(403);
  });

  it('the flow: agreed (with a restart in the middle), orders dispatch and are carried out into sea service stamped with the order', async () => {
    const p = await plan();
    const leaving = await seafarer({ medicalUntil: day(900) });
    await onBoard(leaving);
    const reliever = await seafarer({ medicalUntil: day(900) });
    const made = await orders(p.id, [
      { userId: leaving.id, operation: '2', shipId: shipA, planDate: day(0) },
      signOn(reliever, { planDate: day(0), relievesUserId: leaving.id }),
    ]);
    ok(made);
    const [off, on] = made.body.list;
    // not yet approved: cannot be carried out
    expect((await t.call('BoatPlanDispatch', 'finish', { id: on.id }, as())).body.error).toBe('dispatch.notExecutableYet');
    const sub = (await t.call('BoatScatPlan', 'submit', { id: p.id }, as())).body.list[0];
    // submitted: the orders are fixed
    expect((await t.call('BoatPlanDispatch', 'insertList', { planId: p.id, orders: [signOn(await seafarer())] }, as())).body.error).toBe('dispatch.planNotDraft');
    const [first] = await openTasks(t, sub.instanceId);
    ok(await t.call('MyProcess', 'approve', { taskId: first.id, comment: '同意' }, org.leader.token));
    await t.close();
    t = await startTestApp();
    db = t.app.get(DataSource);
    expect(await driveToEnd(t, org, sub.instanceId, 'approve')).toEqual([]);
    expect((await q('SELECT plan_status, status, result FROM boat_dispatch_plan WHERE id = $1', [p.id]))[0]).toEqual({ plan_status: '2', status: '3', result: '1' });
    expect(await order(off.id)).toMatchObject({ status: '2', operation_status: '2' });
    // a certificate warning since the order was made: the order's own question was asked when it was made
    // (its answer recorded on it), so carrying it out into sea service does not ask again
    await q(`UPDATE boat_user_info SET cred_warn = '1' WHERE id = $1`, [reliever.id]);
    ok(await t.call('BoatPlanDispatch', 'finish', { id: off.id, leaveboatReason: '1' }, as()));
    ok(await t.call('BoatPlanDispatch', 'finish', { id: on.id }, as()));
    const stint = (await q(`SELECT id, state, ship_id, dispatch_id, dispatch_type FROM boat_work WHERE user_id = $1`, [reliever.id]))[0];
    expect(stint).toMatchObject({ state: '1', ship_id: shipA, dispatch_id: on.id, dispatch_type: '2' });
    expect(await order(on.id)).toMatchObject({ status: '3', work_id: stint.id });
    expect((await q(`SELECT state, leaveboat_date::text, dispatch_id FROM boat_work WHERE user_id = $1`, [leaving.id]))[0]).toEqual({ state: '2', leaveboat_date: day(0), dispatch_id: off.id });
    expect((await q('SELECT board_state FROM boat_user_info WHERE id = $1', [reliever.id]))[0].board_state).toBe('1');
    // the last order finished the plan
    expect((await q('SELECT plan_status FROM boat_dispatch_plan WHERE id = $1', [p.id]))[0].plan_status).toBe('3');
    // the crew module's read by dispatch agrees
    const byDispatch = await t.call('boatUserCredential', 'getByDispatch', { dispatchId: on.id }, as());
    ok(byDispatch);
    expect(byDispatch.body.list.every((c: Row) => c.userId === reliever.id)).toBe(true);
  });

  it('promotion and ship change carried out split the stint through the crew module; a dispatching order regenerated stays dispatching', async () => {
    const p = await plan();
    const bosun = await seafarer({ medicalUntil: day(900) });
    await onBoard(bosun);
    const mover = await seafarer({ medicalUntil: day(900) });
    await onBoard(mover);
    const later = await seafarer({ medicalUntil: day(900) });
    const made = await orders(p.id, [
      { userId: bosun.id, operation: '3', shipId: shipA, newDuty: '10', planDate: day(0), planLeaveDate: day(200) },
      { userId: mover.id, operation: '4', shipId: shipA, newShipId: shipB, planDate: day(0), planLeaveDate: day(200) },
      signOn(later, { planDate: day(60), planLeaveDate: day(300) }),
    ]);
    ok(made);
    const [promo, change, future] = made.body.list;
    const sub = (await t.call('BoatScatPlan', 'submit', { id: p.id }, as())).body.list[0];
    await driveToEnd(t, org, sub.instanceId, 'approve');
    expect(await order(promo.id)).toMatchObject({ status: '2', operation_status: '3' });
    ok(await t.call('BoatPlanDispatch', 'finish', { id: promo.id }, as()));
    ok(await t.call('BoatPlanDispatch', 'finish', { id: change.id }, as()));
    const stints = async (uid: number) => q(`SELECT duty, ship_id, state, dispatch_id, plan_leaveboat_date::text FROM boat_work WHERE user_id = $1 ORDER BY id`, [uid]);
    expect(await stints(bosun.id)).toEqual([
      expect.objectContaining({ duty: '12', state: '2', dispatch_id: null }),
      expect.objectContaining({ duty: '10', state: '1', dispatch_id: promo.id, ship_id: shipA }),
    ]);
    expect((await stints(mover.id))[1]).toMatchObject({ ship_id: shipB, state: '1', dispatch_id: change.id });
    // a future order cannot be carried out before its day
    expect((await t.call('BoatPlanDispatch', 'finish', { id: future.id }, as())).body.error).toBe('dispatch.futureExecution');
    // moved by more than two weeks after approval: the new order is dispatching too; other fields are fixed
    expect((await t.call('BoatPlanDispatch', 'update', { id: future.id, duty: '10' }, as())).body.error).toBe('ReadOnlyFields');
    const moved = await confirmThrough(() => t.call('BoatPlanDispatch', 'update', { id: future.id, planDate: day(90) }, as()));
    ok(moved);
    expect(await order(moved.body.list[0].id)).toMatchObject({ status: '2', operation_status: '1', regenerated_from: future.id });
    expect((await q('SELECT plan_status FROM boat_dispatch_plan WHERE id = $1', [p.id]))[0].plan_status).toBe('2');
  });

  it('the flow: a second approver above the threshold; disagreed, the plan is a draft again', async () => {
    const p = await plan();
    // a master's order is above the threshold (seniorCount > 0)
    const master = (await t.call('BoatUserInfo', 'insert', { name: uniq('船长'), sex: '1', duty: '1' }, as())).body.list[0];
    ok(await orders(p.id, [signOn(master, { duty: '1' })]));
    const sub = (await t.call('BoatScatPlan', 'submit', { id: p.id }, as())).body.list[0];
    expect(await driveToEnd(t, org, sub.instanceId, 'approve')).toEqual(['deptLeaderApprove', 'secondApprove']);
    const p2 = await plan();
    ok(await orders(p2.id, [signOn(await seafarer({ medicalUntil: day(900) }))]));
    const sub2 = (await t.call('BoatScatPlan', 'submit', { id: p2.id }, as())).body.list[0];
    expect(await driveToEnd(t, org, sub2.instanceId, 'reject')).toEqual(['deptLeaderApprove']);
    expect((await q('SELECT status, result, plan_status FROM boat_dispatch_plan WHERE id = $1', [p2.id]))[0]).toEqual({ status: '1', result: '2', plan_status: '1' });
    // and may be changed and submitted again
    ok(await orders(p2.id, [signOn(await seafarer({ medicalUntil: day(900) }), { shipId: shipB })]));
    ok(await t.call('BoatScatPlan', 'submit', { id: p2.id }, as()));
  });

  it('cancel and close end an order with its linked applications; the crew rights limit plans and orders', async () => {
    const p = await plan();
    const s = await seafarer({ medicalUntil: day(900) });
    const made = (await orders(p.id, [signOn(s)])).body.list[0];
    for (const blank of ['', '  ']) expect((await t.call('BoatPlanDispatch', 'cancel', { id: made.id, cancelReason: blank }, as())).body.fields?.[0]).toMatchObject({ field: 'cancelReason', reason: 'required' });
    ok(await t.call('BoatPlanDispatch', 'cancel', { id: made.id, cancelReason: '船期推迟' }, as()));
    expect(await order(made.id)).toMatchObject({ status: '4', cancel_reason: '船期推迟' });
    expect((await t.call('BoatPlanDispatch', 'close', { id: made.id }, as())).body.error).toBe('dispatch.orderClosed');
    // a plan with orders keeps its shipowner
    const other = (await t.call('BoatShipOwner', 'insert', { code: uniq('SO'), name: uniq('船东') }, await t.adminToken())).body.list[0].id;
    expect((await t.call('BoatScatPlan', 'update', { id: p.id, shipownerId: other }, as())).body.error).toBe('dispatch.shipownerFixed');
    // a draft plan deleted takes its orders with it
    const gone = await plan();
    const o = (await orders(gone.id, [signOn(await seafarer({ medicalUntil: day(900) }))])).body.list[0];
    ok(await t.call('BoatPlanDispatch', 'delete', { id: o.id }, as()));
    ok(await orders(gone.id, [signOn(await seafarer({ medicalUntil: day(900) }))]));
    ok(await t.call('BoatScatPlan', 'delete', { id: gone.id }, as()));
    expect((await q('SELECT count(*)::int AS n FROM boat_plan_dispatch WHERE plan_id = $1', [gone.id]))[0].n).toBe(0);
    // someone whose crew rights cover only crew they made sees neither this plan nor its orders, and
    // cannot put a seafarer they do not see into their own plan
    const outsider = await newUser(t, { perms: PERMS, crewScope: '4' });
    expect((await t.call('BoatScatPlan', 'getList', {}, outsider.token)).body.list.map((r: Row) => r.id)).not.toContain(p.id);
    expect((await t.call('BoatPlanDispatch', 'getList', { planId: p.id }, outsider.token)).body.total).toBe(0);
    expect((await t.call('BoatPlanDispatch', 'cancel', { id: made.id, cancelReason: 'x' }, outsider.token)).status).toBe(404);
    const own = (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId }, outsider.token)).body.list[0];
    const foreign = await t.call('BoatPlanDispatch', 'insertList', { planId: own.id, orders: [signOn(await seafarer())] }, outsider.token);
    expect(foreign.body.error).toBe('dispatch.orderOutsideScope');
    // a user without the dispatch screens is refused outright
    const stranger = await newUser(t, { perms: ['boatUserInfoEditList'] });
    expect((await t.call('BoatPlanDispatch', 'insertList', { planId: p.id, orders: [] }, stranger.token)).status).toBe(403);
  });

  it('the plan view: the manning table and the reliever search, paged and sorted by fit', async () => {
    const p = await plan();
    // a ship of its own: earlier tests put crew on the others
    const shipC = (await t.call('BoatShip', 'insert', { name: uniq('船'), shipownerId: ownerId, shipType: '3' }, await t.adminToken())).body.list[0].id;
    const held = await seafarer({ medicalUntil: day(900) });
    await onBoard(held, shipC);
    // a manning template: typed as rank:places, kept as slots, shown back as typed
    const admin = await t.adminToken();
    expect((await t.call('BoatPlanDispatchTemp', 'insert', { name: uniq('模板'), shipType: '3', slots: '12:3, 12:1' }, admin)).body.error).toBe('dispatch.badSlots');
    expect((await t.call('BoatPlanDispatchTemp', 'insert', { name: uniq('模板'), shipType: '3', slots: '99:1' }, admin)).body.error).toBe('dispatch.badSlots');
    const tpl = (await t.call('BoatPlanDispatchTemp', 'insert', { name: uniq('油轮'), shipType: '3', slots: '1:1，12:3' }, admin)).body.list[0];
    expect(tpl.slots).toBe('1:1, 12:3');
    expect((await q('SELECT slots FROM boat_plan_dispatch_temp WHERE id = $1', [tpl.id]))[0].slots).toBe('1:1, 12:3');
    const nest = (await t.call('boatNestingPlan', 'insert', { shipownerId: ownerId, shipId: shipC }, as())).body.list[0];
    ok(await t.call('BoatPlanDispatchTemp', 'submit', { id: tpl.id, planId: nest.id }, admin));
    const table = (await t.call('BoatPlanOnboat', 'getList', { planId: nest.id, shipId: shipC }, as())).body.list;
    expect(table.find((r: Row) => r.userId === held.id)).toMatchObject({ duty: '12', onboatDate: day(-100), planLeaveboatDate: day(20) });
    // the master's place and two AB places are vacant
    expect(table.filter((r: Row) => !r.occupied).map((r: Row) => r.duty)).toEqual(['1', '12', '12']);
    // a nesting plan holds orders for its own ship only
    expect((await t.call('BoatPlanDispatch', 'insertList', { planId: nest.id, orders: [signOn(await seafarer({ medicalUntil: day(900) }), { shipId: shipA })] }, as())).body.error).toBe('dispatch.wrongShip');
    const good = await seafarer({ medicalUntil: day(900) });
    const poor = await seafarer({ medicalUntil: day(5) });
    const page = await t.call('BoatPlanToUser', 'getList', { planId: p.id, shipId: shipC, duty: '12', planDate: day(30), planLeaveDate: day(270), pageSize: 500 }, as());
    ok(page);
    const ids = page.body.list.map((r: Row) => r.userId);
    expect(ids.indexOf(good.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(good.id)).toBeLessThan(ids.indexOf(poor.id));
    expect(ids).not.toContain(held.id);
    expect(page.body.list.find((r: Row) => r.userId === poor.id)).toMatchObject({ certExpired: 1, certMissing: 0 });
    const small = await t.call('BoatPlanToUser', 'getList', { planId: p.id, shipId: shipC, duty: '12', planDate: day(30), pageSize: 1, pageNum: 2 }, as());
    expect(small.body.list).toHaveLength(1);
    expect(small.body.total).toBe(page.body.total);
  });
});
