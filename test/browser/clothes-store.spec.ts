import type { Locator, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { CREW_SCOPE, newSeafarer, newUser, type NewUser } from '../setup/factories';
import { settled, firstRow } from './dispatch-page';
import { browserIt, type Harness, signIn, startHarness, waitUntil } from './browser-harness';
import { GARMENT, SMALL_CLASS } from '../../server/src/modules/bookings/clothes/clothes.states';

// The store's screen (issue 23 §4, 工作服管理): the lines of submitted orders and the stock they move, as
// two tabs. The store clerk ticks a seafarer's not-sent coveralls and ships them (courier and waybill in
// the dialog, "are you sure?"), sees them in delivery and the size's stock down; in English, receives
// and takes back another line, the stock up again.

let h: Harness;
let clerk: NewUser;
let catalogueId: number;
let lines: { zh: number; en: number };

const SIZE = 'M';

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  clerk = await newUser(h.t, {
    crewScope: CREW_SCOPE.All,
    // the store reads the crew list too (its filter picks seafarers)
    perms: ['boatUserInfoEditList', 'boatWorkClothesManage', 'boatWorkClothesManage:edit', 'boatWorkClothesManage:ship', 'boatWorkClothesManage:receive', 'boatWorkClothesManage:return'],
    name: '吴霞',
    enName: 'Wu Xia',
  });
  // anti-static coveralls in M: a catalogue row of this file's own (the database is shared by the files)
  const made = await h.t.call('BoatClothingClothes', 'insert', { garmentType: GARMENT.Coverall, clothingSmallClass: SMALL_CLASS.AntiStatic, size: SIZE, unit: '2', stock: 20 }, admin);
  catalogueId = made.body.code === '200' ? made.body.list[0].id : (await h.t.call('BoatClothingClothes', 'getList', { garmentType: GARMENT.Coverall, clothingSmallClass: SMALL_CLASS.AntiStatic, size: SIZE }, admin)).body.list[0].id;
  const submitted = async () => {
    const s = await newSeafarer(h.t, { fields: { clothesSize: SIZE, shoesize: '42' } });
    const order = firstRow('order', await h.t.call('BoatClothingOrder', 'insert', { userId: s.id, reason: '新船员上船' }, admin));
    const line = firstRow('line', await h.t.call('BoatClothingOrderStaff', 'insert', { orderId: order.id, garmentType: GARMENT.Coverall, clothingSmallClass: SMALL_CLASS.AntiStatic, numberOfUnits: 2 }, admin));
    firstRow('submit', await h.t.call('BoatClothingOrder', 'submit', { id: order.id }, admin));
    return line.id;
  };
  lines = { zh: await submitted(), en: await submitted() };
  // the English line is in delivery already
  firstRow('ship', await h.t.call('BoatClothingStaff', 'ship', { ids: [lines.en], courier: 'SF Express' }, admin));
});
afterAll(() => h?.close());

const list = (page: Page, resource: string): Locator => page.locator(`[data-testid="list-page"][data-resource="${resource}"]`);
const row = (page: Page, resource: string, id: number): Locator => list(page, resource).locator(`tr.ant-table-row[data-row-key="${id}"]`);
const stock = async () => (await h.t.app.get(DataSource).query('SELECT stock, reserved, available FROM boat_clothing_clothes WHERE id = $1', [catalogueId]))[0];

async function openStore(page: Page): Promise<void> {
  await page.goto('/home/boatWorkClothesManage');
  await page.getByTestId('clothes-manage-tabs').waitFor();
  await row(page, 'BoatClothingStaff', lines.zh).waitFor();
  await settled(page);
}

// ticks the line, runs the toolbar move through its dialog and "are you sure?", until the row reads `state`
async function move(page: Page, id: number, action: string, state: string, fill: Record<string, string> = {}): Promise<void> {
  const r = row(page, 'BoatClothingStaff', id);
  await r.locator('.ant-checkbox').click();
  await list(page, 'BoatClothingStaff').getByTestId(`toolbar-action-${action}`).click();
  const form = page.locator(`[data-testid="action-dialog"][data-action="${action}"]`);
  await form.waitFor();
  for (const [field, value] of Object.entries(fill)) await form.getByTestId(`action-field-${field}`).locator('input').fill(value);
  await page.getByTestId('action-submit').click();
  await page.getByTestId('confirm-ok').click();
  await waitUntil(async () => (await r.innerText()).includes(state), `the line reads ${state}`);
  await settled(page);
}

browserIt(
  () => h,
  'the store ships a seafarer\'s coveralls: in delivery, the size\'s stock down by what left',
  async (s) => {
    const { page } = s;
    await signIn(s, clerk.username, clerk.password);
    await openStore(page);
    const before = await stock();
    expect(await row(page, 'BoatClothingStaff', lines.zh).innerText()).toContain('未发出');
    await s.shot('the store: a line not sent');
    await move(page, lines.zh, 'ship', '配送中', { courier: '顺丰速运', trackingNo: 'SF1029384756' });
    expect(await row(page, 'BoatClothingStaff', lines.zh).innerText()).toContain('SF1029384756');
    await s.shot('shipped, in delivery');
    expect(await stock()).toEqual({ stock: before.stock - 2, reserved: before.reserved - 2, available: before.available });
    // the stock tab: the same numbers
    await page.getByRole('tab', { name: '服装库存' }).click();
    const garment = row(page, 'BoatClothingClothes', catalogueId);
    await garment.waitFor();
    expect(await garment.innerText()).toContain('防静电');
    await s.shot('the stock tab');
    s.expectNoProblems();
  },
);

browserIt(
  () => h,
  'in English: received, then taken back into stock',
  async (s) => {
    const { page } = s;
    await signIn(s, clerk.username, clerk.password);
    await page.getByTestId('lang-en').click();
    await openStore(page);
    const before = await stock();
    await move(page, lines.en, 'receive', 'Received');
    await move(page, lines.en, 'return', 'Returned');
    expect(await stock()).toEqual({ stock: before.stock + 2, reserved: before.reserved, available: before.available + 2 });
    await s.shot('received and returned (en)');
    s.expectNoProblems();
  },
);
