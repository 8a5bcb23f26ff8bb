import { callAhead, carriedCalls, keepCarried, type AskedCall } from '../../core/api/call-ahead';
import { call } from '../../core/api/client';
import { invalidateRefItems } from '../../core/resource/ref-sources';
import { clearSession, getToken, getUser, saveSession, type StoredUser } from '../../core/storage';

interface LoginAnswer extends StoredUser {
  token: string;
  ahead?: unknown[];
}

// The token this page has just signed in with: its user is the sign-in's own answer, as fresh as a read of
// it, for the frame's first read (once: a later read asks again).
let signedIn: string | null = null;

// Sign-in rejects with the whole ApiError (envelope included) and shows no toast: the page shows msg (SPEC §8).
// `asked`: the reads the first screen will make, answered with the sign-in and kept for the session, so
// the screen finds them instead of asking after it (home-ahead.ts).
export async function login(username: string, password: string, asked: AskedCall[] = []): Promise<StoredUser> {
  const body = { username: username.trim(), password, ...(asked.length && { ahead: carriedCalls(asked) }) };
  const { list } = await call<LoginAnswer>('sysUser', 'login', body, { toast: false, auth: false });
  const { token, ahead, ...user } = list[0];
  saveSession(token, user);
  signedIn = token;
  keepCarried(asked, ahead);
  return user;
}

// Local sign-out comes first, before this function's first wait, and happens whatever the server answers
// (unreachable, the token already expired): the stored session is dropped before the server is told, so
// a page closed or reloaded while the call is on its way never starts again with a token the server has
// just revoked (its first screen would ask with it and be answered 401).
export async function logout(): Promise<void> {
  const token = getToken();
  clearSession();
  try {
    await call('sysUser', 'logout', {}, { toast: false, auth: false, token });
  } catch {
    /* the token is dropped locally anyway */
  } finally {
    invalidateRefItems();
  }
}

// The grant may have changed since sign-in (an administrator edited the role); read it again. Not
// right after this page's own sign-in: that answer is the user as the server has it now, and asking again
// was one more call among the home page's first (issue 21 §2).
export async function currentUser(): Promise<StoredUser | null> {
  const fresh = signedIn !== null && signedIn === getToken();
  signedIn = null;
  if (fresh) return getUser();
  try {
    const { list } = await callAhead<StoredUser>('sysUser', 'getCurrentUser', {}, { overlay: false, toast: false });
    return list[0] ?? null;
  } catch {
    return null;
  }
}
