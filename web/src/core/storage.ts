import { whenIdle } from './util/when-idle';

// Local storage keys and the session rule of SPEC §4/§9. The only file that touches these keys.
export const TOKEN_KEY = 'Admin-Token';
export const USER_KEY = 'Admin-User';
export const TIME_KEY = 'local-time';
export const LOCALE_KEY = 'language';
export const SESSION_IDLE_MS = 1_000_000;

export interface StoredUser {
  userId: number;
  username: string;
  name: string;
  enName?: string | null;
  deptId?: number | null;
  companyId?: number | null;
  menuIdList: number[];
  roleIdList: number[];
  // holds all data rights (sign-in and getCurrentUser): writes of company-wide data are offered
  allData?: boolean;
  expiresAt?: string;
}

// Tests run in node; the app always has window.localStorage.
const store = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function getToken(): string | null {
  return store()?.getItem(TOKEN_KEY) ?? null;
}

// The old client could store the text "null"; it counts as signed out (SPEC §2).
export function hasToken(token: string | null = getToken()): boolean {
  return !!token && token !== 'null' && token !== 'undefined';
}

export function getUser(): StoredUser | null {
  const raw = store()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: StoredUser, now = Date.now()): void {
  const s = store();
  if (!s) return;
  s.setItem(TOKEN_KEY, token);
  s.setItem(USER_KEY, JSON.stringify(user));
  s.setItem(TIME_KEY, String(now));
}

// Refreshing the user (getCurrentUser) must not extend or reset the session clock.
export function updateUser(user: StoredUser): void {
  store()?.setItem(USER_KEY, JSON.stringify(user));
}

// Every answered call counts as activity, so the 1,000,000 ms limit measures idleness, not session age.
export function touchSession(now = Date.now()): void {
  const s = store();
  if (s && hasToken()) s.setItem(TIME_KEY, String(now));
}

export function clearSession(): void {
  const s = store();
  if (!s) return;
  s.removeItem(TOKEN_KEY);
  s.removeItem(USER_KEY);
  s.removeItem(TIME_KEY);
}

export function isSessionIdle(storedTime: string | null, now = Date.now()): boolean {
  const t = Number(storedTime);
  return !storedTime || !Number.isFinite(t) || now - t > SESSION_IDLE_MS;
}

// SPEC §4: on unload, an idle session is dropped so the next visit starts at the sign-in page.
export function installUnloadRule(): void {
  window.addEventListener('pagehide', () => {
    if (isSessionIdle(store()?.getItem(TIME_KEY) ?? null)) clearSession();
  });
}

export function getLocale(): 'zh' | 'en' {
  return store()?.getItem(LOCALE_KEY) === 'en' ? 'en' : 'zh';
}

export function saveLocale(lang: 'zh' | 'en'): void {
  store()?.setItem(LOCALE_KEY, lang);
}

// The last answer of a call declared `etag` on the server (Meta/getResources), with its tag: sent back in
// If-None-Match, a 304 says it is still current (server/src/core/api/conditional-answers.ts). Not part of
// the session: it holds declarations, no user's data, and outlives sign-out so the next sign-in reuses it.
export const KEPT_ANSWER_PREFIX = 'kept-answer:';

export interface KeptAnswer<T = unknown> {
  etag: string;
  envelope: T;
}

export function readKeptAnswer<T>(name: string): KeptAnswer<T> | null {
  const kept = readJson<KeptAnswer<T> | null>(KEPT_ANSWER_PREFIX + name, null);
  return kept && typeof kept.etag === 'string' && kept.envelope ? kept : null;
}

// Written when the browser is next idle: the copy is for the next visit, and serialising and storing the
// catalog's three answers (~100 KB each) at once, as they landed, held the home page back (issue 21 §2).
export function keepAnswer(name: string, answer: KeptAnswer): void {
  const write = () => {
    try {
      writeJson(KEPT_ANSWER_PREFIX + name, answer);
    } catch {
      // storage full or refused (private mode): the next call fetches the whole answer again
      store()?.removeItem(KEPT_ANSWER_PREFIX + name);
    }
  };
  whenIdle(write, 2_000);
}

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = store()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  store()?.setItem(key, JSON.stringify(value));
}
