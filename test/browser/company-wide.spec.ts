import { newDept, newUser, type NewUser } from '../setup/factories';
import { uniq } from '../setup/test-app';
import { firstRow } from './dispatch-page';
import { ADMIN_PASSWORD, browserIt, type Harness, signIn, signOut, startHarness } from './browser-harness';

// Company-wide data (ResourceDef.companyWide): the compliance matrix screen offers add, edit and delete to
// the administrator only, not to a branch's crew manager holding the screen's buttons but data rights of
// their department and below (the server refuses them anyway: test/api/dispatch-races.spec.ts).

const MATRIX = ['dispatchCompliance', 'dispatchCompliance:add', 'dispatchCompliance:edit', 'dispatchCompliance:delete'];

let h: Harness;
let shanghai: NewUser;

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.t.adminToken();
  const kind = firstRow('certificate type', await h.t.call('SysCredential', 'insert', { name: uniq('Medical'), code: uniq('C'), warnValue: 30, warnUnit: '1' }, admin)).id;
  firstRow('compliance rule', await h.t.call('dispatchComplianceRule', 'insert', { duty: '12', credentialId: kind }, admin));
  shanghai = await newUser(h.t, { perms: MATRIX, dataScope: '4', deptId: await newDept(h.t), crewScope: '1' });
});
afterAll(() => h?.close());

browserIt(
  () => h,
  'the compliance matrix offers its writes to holders of all data rights only',
  async (s) => {
    const { page } = s;
    const list = page.locator('[data-testid="list-page"][data-resource="dispatchComplianceRule"]');
    // the rows of the first page (the matrix holds the seeded defaults too, so ours may be on another)
    const row = list.locator('tr.ant-table-row').first();
    const buttons = async () => ({ add: await list.getByTestId('list-add').count(), edit: await row.getByTestId('row-edit').count(), del: await row.getByTestId('row-delete').count() });

    await signIn(s, shanghai.username, shanghai.password);
    await page.goto('/home/dispatchCompliance');
    await row.waitFor();
    expect(await buttons()).toEqual({ add: 0, edit: 0, del: 0 });
    await s.shot('compliance matrix, branch crew manager');

    await signOut(s);
    await signIn(s, 'admin', ADMIN_PASSWORD);
    await page.goto('/home/dispatchCompliance');
    await row.waitFor();
    expect(await buttons()).toEqual({ add: 1, edit: 1, del: 1 });
  },
);
