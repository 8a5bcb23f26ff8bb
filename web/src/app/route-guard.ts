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
// out), so that signing in goes back there (issue 11 §5).
export function loginFor(path: string): string {
  return isAppPath(path) && path !== HOME_PATH ? `${LOGIN_PATH}?from=${encodeURIComponent(path)}` : LOGIN_PATH;
}

// Where signing in leads: the remembered screen if it is one of ours, else the dashboard. Only paths
// under /home/ count, so a crafted link cannot send anyone to another site (//evil.example, \\evil).
export function afterLogin(search: string): string {
  const from = new URLSearchParams(search).get('from');
  return from && isAppPath(from) ? from : HOME_PATH;
}

const isAppPath = (p: string) => /^\/home\/[A-Za-z]/.test(p) && !p.includes('//') && !p.includes('\\');
