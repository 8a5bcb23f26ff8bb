import { configureClient } from '../../core/api/client';
import { getDisp } from '../dialogs/settings-api';
import { currentUser } from '../auth/auth-service';
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
describe('the home page asked ahead at sign-in', () => {
  let sent: string[];
  beforeEach(() => {
    memory.set('Admin-Token', 'tok');
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
    expect(sent).toHaveLength(5);
    await screensAsk();
    expect(sent).toHaveLength(5);
  });

  it('a deep link asks nothing ahead: its own screen asks', async () => {
    askHomeAhead('/home/boatUserInfoEditList');
    expect(sent).toEqual([]);
    await screensAsk();
    expect(sent).toHaveLength(5);
  });
});
