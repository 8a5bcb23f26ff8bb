import { hasToken } from '../core/storage';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home/index';

// SPEC §2: every route but the sign-in page needs a stored token that is not the text "null".
// Answers where to go instead, or null to let the navigation through.
export function guardRedirect(pathname: string, token: string | null): string | null {
  if (pathname === LOGIN_PATH) return null;
  return hasToken(token) ? null : LOGIN_PATH;
}
