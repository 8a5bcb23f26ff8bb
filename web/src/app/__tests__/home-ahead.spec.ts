import { configureClient } from '../../core/api/client';
import { getDisp } from '../dialogs/settings-api';
import { currentUser } from '../auth/auth-service';
import { registerDashboardWidget } from '../dashboard/dashboard-panels';
import { askHomeAhead } from '../home-ahead';
import { myMessages, unreadCount } from '../messages/message-api';
import { HOME_PATH } from '../route-guard';
import { taskCounts } from '../../workflow/workflow-api';

const memory = new Map<string, string>();
(globalThis as any).localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, String(v)),
  removeItem: (k: string) => void memory.delete(k),
};

// Issue 21 §2: what sign-in asks ahead is exactly what the frame and the home page then ask, so each goes
// out once: a body that drifted from its screen's would go out twice here.
// The catalog goes out first: the browser sends six at a time, and the frame draws nothing without it.
const CATALOG = ['/Meta/api/getResources', '/SysMenu/api/getTree', '/SysCode/api/getAll', '/Meta/api/getClock'];
const paths = (sent: string[]) => sent.map((s) => s.split(' ')[0]);

describe('the home page asked ahead at sign-in', () => {
  let sent: string[];
  let session = 0;
  beforeEach(() => {
    // a session of its own each: the catalog is asked once per token
    memory.set('Admin-Token', `tok${++session}`);
    memory.set('Admin-User', '{}');
    memory.set('local-time', '1');
    sent = [];
    configureClient({
      lang: () => 'zh',
      text: (k) => k,
      notifyError: () => undefined,
      onUnauthorized: () => undefined,
      fetch: (async (url: string, init: RequestInit) => {
        sent.push(`${url} ${String(init.body)}`);
        return new Response(JSON.stringify({ code: '200', msg: 'ok', list: [], total: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as unknown as typeof fetch,
    });
  });

  const screensAsk = () => Promise.all([currentUser(), unreadCount(), taskCounts({ overlay: false, toast: false }), getDisp(), myMessages(1, 5, true)]);

  it('each of the frame and dashboard calls goes out once, asked at sign-in', async () => {
    askHomeAhead(HOME_PATH);
    await new Promise((r) => setTimeout(r, 0));
    expect(paths(sent)).toEqual([...CATALOG, '/SysDispSetting/api/getMine', '/SysMessage/api/getMyList', '/MyProcess/api/getCounts', '/SysMessage/api/getNoReadCount']);
    await screensAsk();
    expect(sent).toHaveLength(9);
  });

  // a widget whose call depends on the catalog (which screens the user holds: the relief forecast) is
  // asked once the catalog has landed, with it and the signed-in user's grant, before the home page draws
  it("the widgets' own calls are asked once the catalog has landed, with it and the user's grant", async () => {
    memory.set('Admin-User', JSON.stringify({ userId: 7, roleIdList: [2], menuIdList: [31], allData: false }));
    const got: Array<{ menus: number; grant: unknown; sentBefore: number }> = [];
    registerDashboardWidget('probe', () => null, (catalog, grant) => got.push({ menus: catalog.menus.length, grant, sentBefore: sent.length }));
    const landed = askHomeAhead(HOME_PATH);
    expect(got).toEqual([]);
    await landed;
    expect(got).toEqual([{ menus: 0, grant: { roleIdList: [2], menuIdList: [31], allData: false }, sentBefore: 8 }]);
    askHomeAhead('/home/boatUserInfoEditList');
    await new Promise((r) => setTimeout(r, 0));
    expect(got).toHaveLength(1);
  });

  it('a deep link asks the catalog only: its own screen asks the rest', async () => {
    askHomeAhead('/home/boatUserInfoEditList');
    await new Promise((r) => setTimeout(r, 0));
    expect(paths(sent)).toEqual(CATALOG);
    await screensAsk();
    expect(sent).toHaveLength(9);
  });
});
