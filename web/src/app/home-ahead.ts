import { grantOf } from '../core/access/session';
import { askAhead } from '../core/api/call-ahead';
import { answeredCatalog, preloadCatalog } from '../core/catalog/catalog-loader';
import { getUser } from '../core/storage';
import { askWidgetsAhead } from './dashboard/dashboard-panels';
import { HOME_PATH } from './route-guard';

// Issue 21 §2: what the frame and the home page ask first, asked as soon as sign-in answers, beside the
// catalog, rather than once the frame and the dashboard are drawn (a quarter of a second later on a
// slow machine). Each is exactly the call its screen makes (callAhead answers only an equal body), and
// each is one every signed-in user may make: the header's bell and to-do count, the home page's settings
// and its first page of unread messages (MessageList's five). The frame's fresh user is the sign-in's
// own answer (auth-service.ts).
// The browser sends six at a time to one server: the catalog goes first (the frame draws nothing without
// it), then what the dashboard draws with, then the header's.
const HOME_CALLS: Array<[string, string, object]> = [
  ['SysDispSetting', 'getMine', {}],
  ['SysMessage', 'getMyList', { pageNum: 1, pageSize: 5, unreadOnly: true }],
  ['MyProcess', 'getCounts', {}],
  ['SysMessage', 'getNoReadCount', {}],
];

// `to`: where sign-in sends the user; a deep link gets the catalog only, its screen asks the rest.
// Settles once the catalog has landed (or failed); the widgets whose calls depend on it (which screens
// the user holds) are asked then, before the home page is drawn.
export function askHomeAhead(to: string): Promise<void> {
  const catalog = preloadCatalog();
  if (to !== HOME_PATH) return catalog;
  for (const [entity, op, body] of HOME_CALLS) void askAhead(entity, op, body).catch(() => undefined);
  return catalog.then(() => {
    const landed = answeredCatalog();
    const grant = grantOf(getUser());
    if (landed && grant) askWidgetsAhead(landed, grant);
  });
}
