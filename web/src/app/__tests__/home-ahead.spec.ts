import { configureClient } from '../../core/api/client';
import { getDisp } from '../dialogs/settings-api';
import { takeAnswered } from '../../core/api/call-ahead';
import { loadCatalog } from '../../core/catalog/catalog-loader';
import { currentUser, login, logout } from '../auth/auth-service';
import { getToken } from '../../core/storage';
import { registerDashboardWidget } from '../dashboard/dashboard-panels';
import { askHomeAhead, signInCalls } from '../home-ahead';
import { myMessages, unreadCount } from '../messages/message-api';
import { HOME_PATH } from '../route-guard';
import { taskCounts } from '../../workflow/workflow-api';

const memory = new Map<string, string>();
(globalThis as any).localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, String(v)),
  removeItem: (k: string) => void memory.delete(k),
};

// Issue 21 §2: what sign-in carries is exactly what the home page then asks, so each goes out once, with
// the sign-in: a body that drifted from its screen's would go out a second time here. The catalog follows
// the sign-in in calls of its own.
const CATALOG = ['/Meta/api/getResources', '/SysMenu/api/getTree', '/SysCode/api/getAll', '/Meta/api/getClock'];

describe('the home page asked with the sign-in', () => {
  let sent: Array<{ path: string; body: any; headers: Record<string, string> }>;
  let session = 0;
  // what the server answers for each call carried: `slot` decides, by the call
  let slot: (c: { entity: string; operation: string; etag?: string }) => object;
  beforeEach(() => {
    session += 1;
    memory.clear();
    sent = [];
    slot = (c) => ({ code: '200', msg: 'ok', list: [{ of: `${c.entity}/${c.operation}` }], total: 1 });
    configureClient({
      lang: () => 'zh',
      text: (k) => k,
      notifyError: () => undefined,
      onUnauthorized: () => undefined,
      fetch: (async (url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        sent.push({ path: url, body, headers: init.headers as Record<string, string> });
        const list = url === '/sysUser/api/login' ? [{ token: `tok${session}`, userId: 7, username: 'u', ...(body.ahead && { ahead: body.ahead.map(slot) }) }] : [];
        return new Response(JSON.stringify({ code: '200', msg: 'ok', list, total: list.length }), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as unknown as typeof fetch,
    });
  });

  // Sign-out drops the stored session before the server is told (with the session's own token), so a
  // page that goes away meanwhile never starts again with a token the server has just revoked.
  it('sign-out forgets the session first, and tells the server with its token', async () => {
    await login('u', 'p');
    const token = getToken();
    expect(token).toBe(`tok${session}`);
    sent = [];
    const out = logout();
    expect(getToken()).toBeNull();
    await out;
    expect(sent.map((s) => [s.path, s.headers.Authorization])).toEqual([['/sysUser/api/logout', `Bearer ${token}`]]);
  });

  const screensAsk = () => Promise.all([loadCatalog(), currentUser(), unreadCount(), taskCounts({ overlay: false, toast: false }), getDisp(), myMessages(1, 5, true)]);
  const probe = { entity: 'probeWidget', op: 'getList', body: { pageNum: 1, pageSize: 1 } };
  registerDashboardWidget('probe', () => null, probe);

  it('the home calls and the widgets go out with the sign-in, the catalog after it, and nothing else', async () => {
    const calls = signInCalls(HOME_PATH);
    await login('u', 'p', calls);
    expect(sent.map((s) => s.path)).toEqual(['/sysUser/api/login']);
    expect(sent[0].body.ahead.map((c: any) => `${c.entity}/${c.operation}`)).toEqual(['SysDispSetting/getMine', 'SysMessage/getMyList', 'MyProcess/getCounts', 'SysMessage/getNoReadCount', 'probeWidget/getList']);
    await askHomeAhead(HOME_PATH);
    await screensAsk();
    expect(sent.map((s) => s.path)).toEqual(['/sysUser/api/login', ...CATALOG]);
    // the widget draws at once with what came
    expect(takeAnswered(probe.entity, probe.op, probe.body)?.list).toEqual([{ of: 'probeWidget/getList' }]);
  });

  it('a call the server refused in its place is not kept: the frame asks it, a widget is left to ask once allowed', async () => {
    slot = (c) => (c.entity === 'SysMessage' || c.entity === 'probeWidget' ? { code: '403', msg: 'no', list: [], total: 0, error: 'Forbidden' } : { code: '200', msg: 'ok', list: [], total: 0 });
    await login('u', 'p', signInCalls(HOME_PATH));
    await askHomeAhead(HOME_PATH);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.map((s) => s.path)).toEqual(['/sysUser/api/login', ...CATALOG, '/SysMessage/api/getMyList', '/SysMessage/api/getNoReadCount']);
    expect(takeAnswered(probe.entity, probe.op, probe.body)).toBeUndefined();
  });

  it('a sign-in answered without them (an older server) has the frame ask each once', async () => {
    slot = () => undefined as unknown as object;
    await login('u', 'p', signInCalls(HOME_PATH));
    await askHomeAhead(HOME_PATH);
    await screensAsk();
    expect(sent.map((s) => s.path)).toEqual(['/sysUser/api/login', ...CATALOG, '/SysDispSetting/api/getMine', '/SysMessage/api/getMyList', '/MyProcess/api/getCounts', '/SysMessage/api/getNoReadCount']);
  });

  it('a deep link carries nothing: the catalog is asked after it, and its own screen asks the rest', async () => {
    const calls = signInCalls('/home/boatUserInfoEditList');
    expect(calls).toEqual([]);
    await login('u', 'p', calls);
    expect(sent[0].body.ahead).toBeUndefined();
    await askHomeAhead('/home/boatUserInfoEditList');
    await screensAsk();
    expect(sent.map((s) => s.path).sort()).toEqual([...CATALOG, '/MyProcess/api/getCounts', '/SysDispSetting/api/getMine', '/SysMessage/api/getMyList', '/SysMessage/api/getNoReadCount', '/sysUser/api/login'].sort());
  });
});
