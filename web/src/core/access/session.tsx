import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { getUser, updateUser, type StoredUser } from '../storage';
import { can } from './can';
import type { SessionGrant } from './operation-access';

interface SessionValue {
  user: StoredUser | null;
  grant: SessionGrant | null;
  setUser: (u: StoredUser | null) => void;
}

const SessionContext = createContext<SessionValue>({ user: null, grant: null, setUser: () => undefined });

// every field of the fresh read as it was (sign-in's answer also says when the session ends)
const sameUser = (prev: StoredUser, u: StoredUser) =>
  Object.keys(u).every((k) => JSON.stringify(prev[k as keyof StoredUser]) === JSON.stringify(u[k as keyof StoredUser]));

// The signed-in user as stored (Admin-User); kept in context so a refreshed grant re-renders menus and buttons.
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<StoredUser | null>(() => getUser());
  const setUser = useCallback((u: StoredUser | null) => {
    if (u) updateUser(u);
    // the same user read again (the frame reads the grant again after sign-in) keeps the value it had,
    // so menus and buttons are not all drawn again for nothing
    setUserState((prev) => (prev && u && sameUser(prev, u) ? prev : u));
  }, []);
  const value = useMemo<SessionValue>(() => ({ user, setUser, grant: grantOf(user) }), [user, setUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = (): SessionValue => useContext(SessionContext);

// What the user may do, as the stored user says (also read outside React, at sign-in)
export const grantOf = (user: StoredUser | null): SessionGrant | null =>
  user ? { roleIdList: user.roleIdList ?? [], menuIdList: user.menuIdList ?? [], allData: !!user.allData } : null;

export function useCan(): (menuId: number | null | undefined) => boolean {
  const { grant } = useSession();
  return useCallback((menuId) => can(grant, menuId), [grant]);
}

// Hides its children unless can() allows; the server refuses the call anyway.
export function Can({ menuId, children }: { menuId: number | null | undefined; children: ReactNode }) {
  return useCan()(menuId) ? <>{children}</> : null;
}
