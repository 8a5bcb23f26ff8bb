import { callAhead } from '../../core/api/call-ahead';
import { call } from '../../core/api/client';
import { invalidateRefItems } from '../../core/resource/ref-sources';
import { clearSession, saveSession, type StoredUser } from '../../core/storage';

interface LoginAnswer extends StoredUser {
  token: string;
}

// Sign-in rejects with the whole ApiError (envelope included) and shows no toast: the page shows msg (SPEC §8).
export async function login(username: string, password: string): Promise<StoredUser> {
  const { list } = await call<LoginAnswer>('sysUser', 'login', { username: username.trim(), password }, { toast: false, auth: false });
  const { token, ...user } = list[0];
  saveSession(token, user);
  return user;
}

// Local sign-out happens even when the server is unreachable or the token already expired.
export async function logout(): Promise<void> {
  try {
    await call('sysUser', 'logout', {}, { toast: false, auth: false });
  } catch {
    /* the token is dropped locally anyway */
  } finally {
    clearSession();
    invalidateRefItems();
  }
}

// The grant may have changed since sign-in (an administrator edited the role); read it again.
export async function currentUser(): Promise<StoredUser | null> {
  try {
    const { list } = await callAhead<StoredUser>('sysUser', 'getCurrentUser', {}, { overlay: false, toast: false });
    return list[0] ?? null;
  } catch {
    return null;
  }
}
