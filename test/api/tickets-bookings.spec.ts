import { DataSource } from 'typeorm';
import { CREW_SCOPE, DATA_SCOPE, newDept, newSeafarer, newShip, newShipowner, newUser, NewUser } from '../setup/factories';
import { confirmThrough } from '../setup/confirm-through';
import { downloadSheet } from '../setup/download';
import { startTestApp, TestApp, uniq } from '../setup/test-app';
import { day } from '../setup/dates';
import { TICKET_SETTLEMENT as SET, TICKET_STATUS as S } from '../../server/src/modules/bookings/tickets/tickets.states';

type Row = Record<string, any>;

// Air tickets (issue 23 §2, §5, §7): a request and its travellers, every move of a ticket through the
// transition table and each refusal (409 naming the state and the action), the dispatch link kind (made
// from check items with the order's port, day and rank, refused from outside, closed by cancelling and by
// regenerating: cancelled before issue, awaiting refund after), the settlement that locks what was paid,
// and the crew rights on every list and export.
describe('air tickets', () => {
  let t: TestApp;
  let db: DataSource;
  let office: NewUser;
  let ownerId: number;
  let shipId: number;
  let agency: number;
  let hotel: number;
  const PERMS = [
    'boatUserInfoEditList', 'boatUserInfoAdd', 'boatUserInfoAdd:add', 'boatUserInfoWork', 'boatUserInfoWork:onBoard',
    'boatTicket', 'boatTicket:add', 'boatTicket:edit', 'boatTicket:delete', 'boatTicket:submit',
    'boatTicketManage', 'boatTicketManage:issue', 'boatTicketManage:refund', 'boatTicketManage:cancel', 'boatTicketManage:export',
    'planeSettlement', 'planeSettlement:settle', 'planeSettlement:export',
    'boatScatteredSendPlan', 'boatScatteredSendPlan:add', 'boatScatteredSendPlan:edit', 'boatDispatchManage', 'boatDispatchManage:add',
    'boatDispatchManage:edit', 'boatDispatchManage:cancel',
    'boatExpenseAccount', 'boatExpenseAccount:add',
  ];
  const ok = (r: { body: { code: string; msg: string } }) => expect(r.body.code === '200' ? 'ok' : r.body.msg).toBe('ok');
  const as = () => office.token;
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    office = await newUser(t, { perms: PERMS, crewScope: CREW_SCOPE.All });
    ownerId = (await newShipowner(t)).id;
    shipId = (await newShip(t, ownerId)).id;
    const admin = await t.adminToken();
    agency = (await t.call('BoatSupplier', 'insert', { code: uniq('TA'), name: uniq('航服票务'), category: '2' }, admin)).body.list[0].id;
    hotel = (await t.call('BoatSupplier', 'insert', { code: uniq('HT'), name: uniq('海员酒店'), category: '1' }, admin)).body.list[0].id;
  });
  afterAll(() => t?.close());

  const seafarer = (fields: Row = {}) => newSeafarer(t, { by: as(), fields: { airport: '武汉', ...fields } });
  const ticket = async (id: number, token = as()) => (await t.call('BoatTicketStaff', 'getById', { id }, token)).body.list[0] as Row;
  const request = async (extra: Row = {}) => {
    const r = await t.call('BoatTicket', 'insert', { ticketType: '1', departCity: '武汉', purposeCity: '青岛', travelDate: day(10), reason: '上船', ...extra }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  const traveller = async (ticketId: number, userId: number, extra: Row = {}) => {
    const r = await t.call('BoatTicketTraveller', 'insert', { ticketId, userId, ...extra }, as());
    ok(r);
    return r.body.list[0] as Row;
  };
  // a ticket waiting for issue: a request of one traveller, submitted
  const waiting = async (s?: Row) => {
    const req = await request();
    const tk = await traveller(req.id, (s ?? (await seafarer())).id);
    ok(await t.call('BoatTicket', 'submit', { id: req.id }, as()));
    return tk.id as number;
  };
  const issue = async (id: number, extra: Row = {}) => {
    const r = await t.call('BoatTicketStaff', 'issue', { id, flightInformation: 'MU5521 08:05 WUH-TAO', supplierId: agency, ticketPrice: 1280, currency: 'CNY', ...extra }, as());
    ok(r);
    return r.body.list[0] as Row;
  };

  it('a request: its travellers take its trip and their rank, it is submitted once, and then no longer changes', async () => {
    expect((await t.call('BoatTicket', 'insert', { ticketType: '1', departCity: '青岛', purposeCity: ' 青岛', travelDate: day(3) }, as())).body.error).toBe('tickets.sameCity');
    const req = await request();
    expect(req.code).toMatch(/^JP\d{8}\d{5}$/);
    expect(req).toMatchObject({ submitted: '0', travellers: 0 });
    expect((await t.call('BoatTicket', 'submit', { id: req.id }, as(), 'en')).body).toMatchObject({ error: 'tickets.noTravellers', msg: `Request ${req.code} has no traveller yet` });
    const [a, b] = [await seafarer({ duty: '3' }), await seafarer()];
    const ta = await traveller(req.id, a.id);
    expect(ta).toMatchObject({ ticketStatus: S.Pending, duty: '3', departCity: '武汉', purposeCity: '青岛', travelDate: day(10), ticketType: '1', settlement: SET.NotSettled });
    const twice = await t.call('BoatTicketTraveller', 'insert', { ticketId: req.id, userId: a.id }, as());
    expect(twice.body.error).toBe('tickets.travellerTwice');
    const tb = await traveller(req.id, b.id);
    // the trip changed while pending is every traveller's
    ok(await t.call('BoatTicket', 'update', { id: req.id, travelDate: day(12), purposeCity: '大连' }, as()));
    expect(await ticket(ta.id)).toMatchObject({ travelDate: day(12), purposeCity: '大连' });
    ok(await t.call('BoatTicketTraveller', 'update', { id: tb.id, remarks: '靠窗' }, as()));
    ok(await t.call('BoatTicketTraveller', 'delete', { id: tb.id }, as()));
    expect((await t.call('BoatTicket', 'getById', { id: req.id }, as())).body.list[0].travellers).toBe(1);

    const sub = await t.call('BoatTicket', 'submit', { id: req.id }, as());
    ok(sub);
    expect(sub.body.list[0]).toMatchObject({ submitted: '1', travellers: 1 });
    expect((await ticket(ta.id)).ticketStatus).toBe(S.WaitingForIssue);
    // submitted: the clerk's now
    const again = await t.call('BoatTicket', 'submit', { id: req.id }, as(), 'en');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'tickets.requestSubmitted', msg: `Request ${req.code} is submitted: it cannot change; make a new request` });
    expect((await t.call('BoatTicket', 'update', { id: req.id, reason: 'x' }, as())).body.error).toBe('tickets.requestSubmitted');
    expect((await t.call('BoatTicket', 'delete', { id: req.id }, as())).body.error).toBe('tickets.requestSubmitted');
    expect((await t.call('BoatTicketTraveller', 'insert', { ticketId: req.id, userId: b.id }, as())).body.error).toBe('tickets.requestSubmitted');
    const leave = await t.call('BoatTicketTraveller', 'delete', { id: ta.id }, as(), 'en');
    expect(leave.body).toMatchObject({ error: 'tickets.illegalTransition', msg: 'The ticket is waiting for issue: it cannot be deleted' });
    expect((await t.call('BoatTicketTraveller', 'update', { id: ta.id, remarks: 'x' }, as())).body.error).toBe('tickets.illegalTransition');

    // a pending request goes with its travellers
    const other = await request();
    const gone = await traveller(other.id, b.id);
    ok(await t.call('BoatTicket', 'delete', { id: other.id }, as()));
    expect(await q('SELECT id FROM boat_ticket_staff WHERE id = $1', [gone.id])).toEqual([]);
  });

  it('the clerk issues with a travel agency, refunds with its fee, cancels before issue; every other move is 409 naming both', async () => {
    const id = await waiting();
    const noAgency = await t.call('BoatTicketStaff', 'issue', { id, flightInformation: 'MU5521', ticketPrice: 1280, currency: 'CNY' }, as());
    expect(noAgency.body.code).toBe('400');
    const notAgency = await t.call('BoatTicketStaff', 'issue', { id, flightInformation: 'MU5521', supplierId: hotel, ticketPrice: 1280, currency: 'CNY' }, as(), 'en');
    expect(notAgency.body.error).toBe('tickets.notTravelAgency');
    const badCurrency = await t.call('BoatTicketStaff', 'issue', { id, flightInformation: 'MU5521', supplierId: agency, ticketPrice: 1280, currency: 'XXX' }, as(), 'en');
    expect([badCurrency.status, badCurrency.body.fields?.[0]?.message]).toEqual([400, 'Currency is not one of the allowed values']);
    // an agency that does not exist is named as any missing reference is
    const unknown = await t.call('BoatTicketStaff', 'issue', { id, flightInformation: 'MU5521', supplierId: 2147483000, ticketPrice: 1280, currency: 'CNY' }, as(), 'en');
    expect([unknown.status, unknown.body.error, unknown.body.fields?.[0]?.message]).toEqual([400, 'MissingRef', 'Travel agency: no such record']);
    expect((await t.call('BoatTicketStaff', 'refund', { id, refundFee: 0 }, as(), 'en')).body.msg).toBe('The ticket is waiting for issue: it cannot be refunded');
    const issued = await issue(id, { travelDate: day(11) });
    expect(issued).toMatchObject({ ticketStatus: S.Issued, ticketPrice: '1280.0000', netCost: '1280.0000', currency: 'CNY', supplierId: agency, travelDate: day(11), issueDate: day(0), settlement: SET.NotSettled });
    const twice = await t.call('BoatTicketStaff', 'issue', { id, flightInformation: 'MU1', supplierId: agency, ticketPrice: 1, currency: 'CNY' }, as(), 'en');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: 'tickets.illegalTransition', msg: 'The ticket is issued: it cannot be issued' });
    expect((await t.call('BoatTicketStaff', 'issue', { id, flightInformation: 'MU1', supplierId: agency, ticketPrice: 1, currency: 'CNY' }, as(), 'zh')).body.msg).toBe('机票状态为“已出票”，不能出票');
    expect((await t.call('BoatTicketStaff', 'cancel', { id }, as(), 'en')).body.msg).toBe('The ticket is issued: it cannot be cancelled');
    // corrected while not settled: the price is the cost
    const fixed = await t.call('BoatTicketStaff', 'amend', { id, ticketPrice: 1350, flightInformation: 'MU5523 10:20 WUH-TAO' }, as());
    ok(fixed);
    expect(fixed.body.list[0]).toMatchObject({ ticketPrice: '1350.0000', netCost: '1350.0000', flightInformation: 'MU5523 10:20 WUH-TAO' });
    expect((await t.call('BoatTicketStaff', 'amend', { id, refundFee: 10 }, as(), 'en')).body).toMatchObject({ error: 'tickets.noRefundFee', msg: 'The ticket is issued: it has no refund fee to correct' });
    const high = await t.call('BoatTicketStaff', 'refund', { id, refundFee: 2000 }, as(), 'en');
    expect(high.body).toMatchObject({ error: 'tickets.feeAbovePrice', msg: 'The refund fee 2000.00 cannot be above the price 1350.00' });
    const refunded = await t.call('BoatTicketStaff', 'refund', { id, refundFee: 200 }, as());
    ok(refunded);
    expect(refunded.body.list[0]).toMatchObject({ ticketStatus: S.Refunded, refundFee: '200.0000', netCost: '200.0000', refundDate: day(0) });
    expect((await t.call('BoatTicketStaff', 'refund', { id, refundFee: 1 }, as(), 'en')).body.msg).toBe('The ticket is refunded: it cannot be refunded');
    const fee = await t.call('BoatTicketStaff', 'amend', { id, refundFee: 150 }, as());
    ok(fee);
    expect(fee.body.list[0]).toMatchObject({ refundFee: '150.0000', netCost: '150.0000' });

    const other = await waiting();
    const cancelled = await t.call('BoatTicketStaff', 'cancel', { id: other, cancelReason: '船员改乘火车' }, as());
    ok(cancelled);
    expect(cancelled.body.list[0]).toMatchObject({ ticketStatus: S.Cancelled, cancelReason: '船员改乘火车' });
    for (const [op, body] of [['issue', { flightInformation: 'x', supplierId: agency, ticketPrice: 1, currency: 'CNY' }], ['refund', { refundFee: 0 }], ['cancel', {}], ['amend', { ticketPrice: 1 }]] as const) {
      const r = await t.call('BoatTicketStaff', op, { id: other, ...body }, as());
      expect([r.status, r.body.error]).toEqual([409, 'tickets.illegalTransition']);
    }
    // the clerk's list is read only: travellers are added on the request
    expect((await t.call('BoatTicketStaff', 'insert', { ticketId: 1, userId: 1 }, as())).status).toBe(404);
  });

  describe('made in the dispatch plan', () => {
    let plan: Row;
    const order = async (s: Row, o: Row) => (await confirmThrough(() => t.call('BoatPlanDispatch', 'insertList', { planId: plan.id, orders: [{ userId: s.id, shipId, duty: '12', ...o }] }, as()))).body.list[0] as Row;
    const signOn = (s: Row, extra: Row = {}) => order(s, { operation: '1', planDate: day(30), planLeaveDate: day(270), planPort: '3', ...extra });
    const item = async (orderId: number, values: Row = {}) => {
      const r = await t.call('BoatPlanDispatch', 'checkItem', { id: orderId, kind: 'ticket', values }, as());
      ok(r);
      return r.body.list[0] as Row;
    };
    const onBoard = async (s: Row) => ok(await t.call('BoatWork', 'onBoatWorkInfo', { userId: s.id, shipId, duty: '12', reportDutyOne: '12', onboatDate: day(-100), planLeaveboatDate: day(20) }, as()));

    beforeAll(async () => {
      plan = (await t.call('BoatScatPlan', 'insert', { shipownerId: ownerId, planDate: day(0) }, as())).body.list[0];
    });

    it('a sign-on takes him from home to the port the day before; a sign-off home from the port on the day; the order\'s rank; waiting for issue', async () => {
      const s = await seafarer({ airport: '武汉天河' });
      const on = await signOn(s, { duty: '11' });
      const link = await item(on.id);
      expect(await ticket(link.appId)).toMatchObject({ userId: s.id, departCity: '武汉天河', purposeCity: '青岛', travelDate: day(29), duty: '11', ticketStatus: S.WaitingForIssue });
      const req = (await t.call('BoatTicket', 'getById', { id: (await ticket(link.appId)).ticketId }, as())).body.list[0];
      expect(req).toMatchObject({ submitted: '1', travellers: 1, reason: `${on.dispatchCode} sign-on` });

      const leaving = await seafarer({ airport: '南通' });
      await onBoard(leaving);
      const off = await order(leaving, { operation: '2', planDate: day(15), planPort: '1' });
      const offLink = await item(off.id, { ticketType: '3' });
      expect(await ticket(offLink.appId)).toMatchObject({ departCity: '上海', purposeCity: '南通', travelDate: day(15), ticketType: '3', ticketStatus: S.WaitingForIssue });

      // the plan view names it beside its order and offers the kind on sign-ons and sign-offs
      const listed = (await t.call('BoatPlanDispatch', 'getPlanOrders', { planId: plan.id }, as(), 'en')).body.list as Row[];
      expect(listed.find((o) => o.id === on.id)!.links).toEqual([{ id: link.id, kind: 'ticket', appId: link.appId, open: true, code: req.code, appState: 'Waiting for issue', ready: false }]);
      expect((await t.call('BoatPlanDispatch', 'getLinkKinds', {}, as())).body.list).toContainEqual({ kind: 'ticket', resource: 'BoatTicket', operation: 'insertFromPlan', orderOperations: ['1', '2'] });
      // the crew change's logistics: the ticket needed, under way until issued, then ready
      const logistics = async () => {
        const o = ((await t.call('BoatPlanDispatch', 'getPlanOrders', { planId: plan.id }, as(), 'en')).body.list as Row[]).find((x) => x.id === on.id)!;
        return [o.links[0].appState, o.links[0].ready, o.logistics.find((l: Row) => l.kind === 'ticket')];
      };
      expect(await logistics()).toEqual(['Waiting for issue', false, { kind: 'ticket', state: 'pending' }]);
      await issue(link.appId);
      expect(await logistics()).toEqual(['Issued', true, { kind: 'ticket', state: 'ready' }]);

      // the plan view's dialog: the same through insertFromPlan, what it gives taken over the order's
      const c = await seafarer({ airport: null });
      const cOn = await signOn(c);
      const noHome = await t.call('BoatTicket', 'insertFromPlan', { orderId: cOn.id }, as(), 'en');
      expect(noHome.body).toMatchObject({ error: 'tickets.cityNeeded', msg: "Give the From: the seafarer's record has no nearest airport and the order no port" });
      const viaDialog = await t.call('BoatTicket', 'insertFromPlan', { orderId: cOn.id, departCity: '烟台', travelDate: day(28) }, as());
      ok(viaDialog);
      expect(await ticket(viaDialog.body.list[0].appId)).toMatchObject({ departCity: '烟台', purposeCity: '青岛', travelDate: day(28) });
    });

    it('refused from outside the plan and for other orders; closed by cancelling: cancelled before issue, awaiting refund after', async () => {
      const outside = await waiting();
      const s = await seafarer();
      const on = await signOn(s);
      const linked = await t.call('BoatTicket', 'insertFromPlan', { orderId: on.id, appId: outside }, as(), 'en');
      expect(linked.body).toMatchObject({ error: 'dispatch.linkOnlyFromPlan', msg: 'Applications are made in the dispatch plan: one made elsewhere cannot be linked to an order' });
      expect((await t.call('BoatPlanDispatch', 'checkItem', { id: on.id, kind: 'ticket', values: { id: outside } }, as())).body.error).toBe('dispatch.linkOnlyFromPlan');
      const promoted = await seafarer();
      await onBoard(promoted);
      const promote = await order(promoted, { operation: '3', newDuty: '11', planDate: day(10) });
      expect((await t.call('BoatPlanDispatch', 'checkItem', { id: promote.id, kind: 'ticket', values: {} }, as())).body.error).toBe('tickets.orderKind');

      // cancelling the check item: an issued ticket waits for its refund
      const link = await item(on.id);
      await issue(link.appId);
      ok(await t.call('BoatPlanDispatch', 'cancelCheckItem', { linkId: link.id }, as()));
      expect((await ticket(link.appId)).ticketStatus).toBe(S.IssuedAwaitingRefund);
      expect((await t.call('BoatTicketStaff', 'cancel', { id: link.appId }, as(), 'en')).body.msg).toBe('The ticket is issued, awaiting refund: it cannot be cancelled');
      // its cost is not known until the agency refunds it: not settled meanwhile
      const early = await t.call('BoatTicketSettle', 'settle', { ids: [link.appId] }, as(), 'en');
      expect(early.body).toMatchObject({ error: 'tickets.settleState', msg: '1 of the selected tickets are issued, awaiting refund: they cannot be settled' });
      const refunded = await t.call('BoatTicketStaff', 'refund', { id: link.appId, refundFee: 300 }, as());
      ok(refunded);
      expect(refunded.body.list[0]).toMatchObject({ ticketStatus: S.Refunded, netCost: '300.0000' });

      // cancelling the order: one not issued yet is cancelled
      const second = await item(on.id);
      ok(await t.call('BoatPlanDispatch', 'cancel', { id: on.id, cancelReason: '船东推迟换班' }, as()));
      expect((await ticket(second.appId)).ticketStatus).toBe(S.Cancelled);
    });

    it('regenerating the order (its date moved by more than two weeks) closes its ticket into awaiting refund', async () => {
      const s = await seafarer();
      const on = await signOn(s);
      const link = await item(on.id);
      await issue(link.appId);
      const moved = await confirmThrough(() => t.call('BoatPlanDispatch', 'update', { id: on.id, planDate: day(60) }, as()));
      ok(moved);
      expect(moved.body.list[0].regeneratedFrom).toBe(on.id);
      expect((await ticket(link.appId)).ticketStatus).toBe(S.IssuedAwaitingRefund);
      // the new order takes a new ticket, for its day
      const again = await item(moved.body.list[0].id);
      expect((await ticket(again.appId)).travelDate).toBe(day(59));
    });
  });

  it('settlement: per agency, currency and month; settled tickets keep their price; a refund after settling is a credit settled in turn', async () => {
    const ta = (await t.call('BoatSupplier', 'insert', { code: uniq('TA'), name: uniq('远洋票务'), category: '2' }, await t.adminToken())).body.list[0].id;
    const [a, b, c, d] = [await waiting(), await waiting(), await waiting(), await waiting()];
    await issue(a, { supplierId: ta, ticketPrice: 1000 });
    await issue(b, { supplierId: ta, ticketPrice: 800 });
    await issue(c, { supplierId: ta, ticketPrice: 300, currency: 'USD' });
    ok(await t.call('BoatTicketStaff', 'refund', { id: b, refundFee: 100 }, as()));
    const report = async () => (await t.call('TicketSettleReport', 'getList', { supplierId: ta, period: 'month', dateRange: [day(0), day(0)] }, as())).body as Row;
    const rows = () => report().then((r) => Object.fromEntries((r.list as Row[]).map((x) => [x.currency, x])));
    expect(await rows()).toMatchObject({
      CNY: { periodLabel: day(0).slice(0, 7), tickets: 2, refunded: 1, ticketPrice: '1800.00', refundFee: '100.00', netCost: '1100.00', settled: '0.00', toSettle: '1100.00' },
      USD: { tickets: 1, netCost: '300.00', toSettle: '300.00' },
    });
    // the waiting one is no bill yet; settling asks for issued or refunded tickets only
    const notYet = await t.call('BoatTicketSettle', 'settle', { ids: [a, d] }, as());
    expect(notYet.status).toBe(404);
    const settled = await t.call('BoatTicketSettle', 'settle', { ids: [a, b] }, as());
    ok(settled);
    expect(settled.body.list[0].settled).toBe(2);
    expect(await ticket(a)).toMatchObject({ settlement: SET.Settled, settledAmount: '1000.0000', settledBy: office.id });
    expect((await rows()).CNY).toMatchObject({ settled: '1100.00', toSettle: '0.00' });
    const twice = await t.call('BoatTicketSettle', 'settle', { ids: [a] }, as(), 'en');
    expect(twice.body).toMatchObject({ error: 'tickets.settleState', msg: '1 of the selected tickets are settled: they cannot be settled' });
    // what was paid does not change
    const locked = await t.call('BoatTicketStaff', 'amend', { id: a, ticketPrice: 900 }, as(), 'en');
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe('tickets.settled');
    expect((await t.call('BoatTicketStaff', 'amend', { id: b, refundFee: 50 }, as())).body.error).toBe('tickets.settled');
    ok(await t.call('BoatTicketStaff', 'amend', { id: a, flightInformation: 'CA1523 改签' }, as()));
    // refunded after settling: the agency owes the rest back, settled in turn
    ok(await t.call('BoatTicketStaff', 'refund', { id: a, refundFee: 250 }, as()));
    expect(await ticket(a)).toMatchObject({ ticketStatus: S.Refunded, settlement: SET.RefundToSettle, netCost: '250.0000', settledAmount: '1000.0000' });
    expect((await rows()).CNY).toMatchObject({ netCost: '350.00', settled: '1100.00', toSettle: '-750.00' });
    ok(await t.call('BoatTicketStaff', 'amend', { id: a, refundFee: 200 }, as()));
    ok(await t.call('BoatTicketSettle', 'settle', { ids: [a] }, as()));
    expect(await ticket(a)).toMatchObject({ settlement: SET.RefundSettled, settledAmount: '200.0000' });
    expect((await t.call('BoatTicketStaff', 'amend', { id: a, refundFee: 100 }, as())).body.error).toBe('tickets.settled');
    // one awaiting refund has no known cost yet
    ok(await t.call('BoatTicketStaff', 'refund', { id: c, refundFee: 0 }, as()));
    const list = (await t.call('BoatTicketSettle', 'getList', { supplierId: ta, pageSize: 50 }, as())).body.list as Row[];
    expect(list.map((x) => x.id).sort()).toEqual([a, b, c].sort());
    const { sheet } = await downloadSheet(t, 'BoatTicketSettle', { supplierId: ta }, as());
    expect(sheet.rowCount).toBe(4);
    const { sheet: summary } = await downloadSheet(t, 'TicketSettleReport', { supplierId: ta, dateRange: [day(0), day(0)] }, as());
    // the header and a row per currency
    expect(summary.rowCount).toBe(3);
  });

  it('lists, reports and exports keep to the reader\'s crew rights; settling needs its button', async () => {
    const mine = await waiting();
    await issue(mine);
    const stranger = await newUser(t, { perms: ['boatTicket', 'boatTicketManage', 'boatTicketManage:export', 'boatTicketManage:issue', 'planeSettlement', 'planeSettlement:export'], crewScope: CREW_SCOPE.OwnCreated });
    const seen = (await t.call('BoatTicketStaff', 'getList', { pageSize: 500 }, stranger.token)).body.list as Row[];
    expect(seen.find((x) => x.id === mine)).toBeUndefined();
    expect((await t.call('BoatTicketStaff', 'getById', { id: mine }, stranger.token)).status).toBe(404);
    expect((await t.call('BoatTicketStaff', 'refund', { id: mine, refundFee: 0 }, stranger.token)).status).toBe(403);
    expect((await t.call('BoatTicketStaff', 'amend', { id: mine, ticketPrice: 1 }, stranger.token)).status).toBe(404);
    expect(((await t.call('BoatTicketSettle', 'getList', { pageSize: 500 }, stranger.token)).body.list as Row[]).find((x) => x.id === mine)).toBeUndefined();
    expect((await t.call('BoatTicket', 'getList', { pageSize: 500 }, stranger.token)).body.total).toBe(0);
    const report = (await t.call('TicketSettleReport', 'getList', { supplierId: agency }, stranger.token)).body;
    expect(report.total).toBe(0);
    expect((await t.call('BoatTicketSettle', 'settle', { ids: [mine] }, stranger.token)).status).toBe(403);
    // an export holds only what the list shows: the stranger's sheet has a header and no row of ours
    const { sheet } = await downloadSheet(t, 'BoatTicketStaff', {}, stranger.token);
    expect(sheet.rowCount).toBe(1);
    const { sheet: all } = await downloadSheet(t, 'BoatTicketStaff', {}, as());
    expect(all.rowCount).toBeGreaterThan(1);
  });

  it("a request's travellers are seen and changed with it: another department's crew manager who may see the seafarer neither reads nor touches them", async () => {
    // the seafarer is managed by another department, whose crew manager sees him (own jurisdiction)
    const otherDept = await newDept(t);
    const sailor = await newSeafarer(t, { by: as(), deptId: otherDept });
    const req = await request();
    const tk = await traveller(req.id, sailor.id);
    const other = await newUser(t, { deptId: otherDept, dataScope: DATA_SCOPE.ownDept, crewScope: CREW_SCOPE.Jurisdiction, perms: ['boatTicket', 'boatTicket:add', 'boatTicket:edit', 'boatTicket:delete'] });
    expect((await t.call('BoatUserInfo', 'getById', { id: sailor.id }, other.token)).status).toBe(200);
    expect((await t.call('BoatTicket', 'getById', { id: req.id }, other.token)).status).toBe(404);
    expect((await t.call('BoatTicketTraveller', 'getById', { id: tk.id }, other.token)).status).toBe(404);
    expect(((await t.call('BoatTicketTraveller', 'getList', { pageSize: 500 }, other.token)).body.list as Row[]).map((x) => x.id)).not.toContain(tk.id);
    expect((await t.call('BoatTicketTraveller', 'update', { id: tk.id, remarks: '改了' }, other.token)).status).toBe(404);
    expect((await t.call('BoatTicketTraveller', 'delete', { id: tk.id }, other.token)).status).toBe(404);
    const joined = await t.call('BoatTicketTraveller', 'insert', { ticketId: req.id, userId: (await newSeafarer(t, { by: as(), deptId: otherDept })).id }, other.token, 'en');
    expect([joined.status, joined.body.error]).toEqual([403, 'OutOfScope']);
    expect(await q('SELECT id, remarks FROM boat_ticket_staff WHERE ticket_id = $1', [req.id])).toEqual([{ id: tk.id, remarks: null }]);
    // the request's own department reads it; the other department's own request may not take a seafarer
    // outside its maker's crew rights
    expect((await t.call('BoatTicketTraveller', 'getById', { id: tk.id }, as())).body.list[0].userId).toBe(sailor.id);
    const theirs = (await t.call('BoatTicket', 'insert', { ticketType: '1', departCity: '上海', purposeCity: '青岛', travelDate: day(10) }, other.token)).body.list[0] as Row;
    const outside = await t.call('BoatTicketTraveller', 'insert', { ticketId: theirs.id, userId: (await seafarer()).id }, other.token, 'en');
    expect([outside.status, outside.body.fields?.[0]?.field]).toEqual([403, 'userId']);
    ok(await t.call('BoatTicketTraveller', 'insert', { ticketId: theirs.id, userId: sailor.id }, other.token));
  });

  it("an expense claim may name a ticket the seafarer bought himself, never one the company bought", async () => {
    const s1 = await seafarer();
    const bought = await waiting(s1);
    await issue(bought);
    const own = await waiting(s1);
    const claim = (await t.call('boatExpenseAccount', 'insert', { userId: s1.id, reason: '差旅报销' }, as())).body.list[0] as Row;
    const line = (bookingId: number) =>
      t.call('boatExpenseAccountDetail', 'insert', { accountId: claim.id, feeGroup: 'EXP', feeType: '1', feeDate: day(-1), amount: 980, bookingKind: 'ticket', bookingId }, as(), 'en');
    const refused = await line(bought);
    expect([refused.status, refused.body.error, refused.body.msg]).toEqual([409, 'expenses.bookingCompanyPaid', `Air ticket #${bought} was paid by the company: it cannot be claimed`]);
    ok(await line(own));
  });

  it('the issue dialog and the settlement pick their agency from the travel agencies only, any reader by name', async () => {
    const ids = async (token: string) => ((await t.call('travelAgency', 'getList', { pageSize: 500 }, token)).body.list as Row[]).map((r) => r.id);
    expect(await ids(as())).toContain(agency);
    expect(await ids(as())).not.toContain(hotel);
    // finance holds the settlement, not the clerk's screen: it reads the names only
    const finance = await newUser(t, { perms: ['planeSettlement'] });
    const picked = (await t.call('travelAgency', 'getList', { pageSize: 500 }, finance.token)).body.list as Row[];
    expect(picked.map((r) => r.id)).toContain(agency);
    expect(picked.map((r) => r.id)).not.toContain(hotel);
    expect(Object.keys(picked.find((r) => r.id === agency)!).sort()).toEqual(['category', 'code', 'id', 'name']);
  });
});
