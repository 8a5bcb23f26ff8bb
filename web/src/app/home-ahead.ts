import { askAhead, type AskedCall } from '../core/api/call-ahead';
import { preloadCatalog } from '../core/catalog/catalog-loader';
import { widgetCalls } from './dashboard/dashboard-panels';
import { HOME_PATH } from './route-guard';

// Issue 21 §2: what the home page draws with is sent with the sign-in itself and answered in its answer
// (server core/api/ask-ahead.ts): its settings, its first page of unread messages (MessageList's five),
// the widgets' reads, and the header's bell and to-do count. The catalog is asked once sign-in answers,
// in calls of its own: its three answers (~400 KB) are the same for every session and the
// server keeps them compressed by their tag, which it cannot do inside a sign-in's answer, and two
// workers answer four calls sooner than one answers them all. The home page is then drawn two round trips
// after the click, not three (the widgets waited for the catalog, which says who may read them). Each is
// exactly the call its screen makes (callAhead answers only an equal body); the server checks each as
// that call, so a widget the user may not read answers its refusal in its place, and its panel, which asks
// the catalog too, stays away.
const HOME_CALLS: AskedCall[] = [
  { entity: 'SysDispSetting', op: 'getMine', body: {} },
  { entity: 'SysMessage', op: 'getMyList', body: { pageNum: 1, pageSize: 5, unreadOnly: true } },
  { entity: 'MyProcess', op: 'getCounts', body: {} },
  { entity: 'SysMessage', op: 'getNoReadCount', body: {} },
];

// `to`: where sign-in will send the user; a deep link's screen asks its own.
export const signInCalls = (to: string): AskedCall[] => (to === HOME_PATH ? [...HOME_CALLS, ...widgetCalls()] : []);

// After sign-in: asks the catalog, and settles once it has landed (or failed): the frame is then drawn with
// it. What the sign-in carried is found here; what it did not (a failure) is asked now, but for the
// widgets' reads, which a widget makes itself once the catalog says its reader may.
export function askHomeAhead(to: string): Promise<void> {
  const catalog = preloadCatalog();
  if (to === HOME_PATH) for (const c of HOME_CALLS) void askAhead(c.entity, c.op, c.body).catch(() => undefined);
  return catalog;
}
