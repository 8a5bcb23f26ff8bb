import { hasToken } from '../core/storage';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home/index';

// SPEC §2: every route but the sign-in page needs a stored token that is not the text "null".
// Answers where to go instead, or null to let the navigation through.
export function guardRedirect(pathname: string, token: string | null, search = ''): string | null {
  if (pathname === LOGIN_PATH) return null;
  return hasToken(token) ? null : loginFor(pathname + search);
}

// The sign-in page, remembering the screen asked for (a deep link, a mail's link, a session that ran
// out), so that signing in goes back there (issue 11 §5). A deep link belongs to the session that was
// sent to sign in (issue 21): when a signed-in user's session ends on a screen, `as` names them, and only
// they are led back; whoever signs in next on that browser starts at the dashboard, not at a screen of
// someone else's work. A link opened signed out (a mail's) names nobody and leads whoever signs in.
export function loginFor(path: string, owner?: string | null): string {
  if (!isAppPath(path) || path === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?from=${encodeURIComponent(path)}${owner ? `&as=${encodeURIComponent(owner)}` : ''}`;
}

// Where signing in leads: the remembered screen if it is one of ours and the one signing in is the one it
// was remembered for, else the dashboard. Only paths under /home/ count, so a crafted link cannot send
// anyone to another site (//evil.example, \\evil).
export function afterLogin(search: string, username?: string): string {
  const q = new URLSearchParams(search);
  const from = q.get('from');
  const owner = q.get('as');
  if (owner && owner !== username) return HOME_PATH;
  return from && isAppPath(from) ? from : HOME_PATH;
}

const isAppPath = (p: string) => /^\/home\/[A-Za-z]/.test(p) && !p.includes('//') && !p.includes('\\');
