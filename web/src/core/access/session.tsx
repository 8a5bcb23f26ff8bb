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

// The signed-in user as stored (Admin-User); kept in context so a refreshed grant re-renders menus and buttons.
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<StoredUser | null>(() => getUser());
  const setUser = useCallback((u: StoredUser | null) => {
    if (u) updateUser(u);
    setUserState(u);
  }, []);
  const value = useMemo<SessionValue>(
    () => ({ user, setUser, grant: user ? { roleIdList: user.roleIdList ?? [], menuIdList: user.menuIdList ?? [], allData: !!user.allData } : null }),
    [user, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = (): SessionValue => useContext(SessionContext);

export function useCan(): (menuId: number | null | undefined) => boolean {
  const { grant } = useSession();
  return useCallback((menuId) => can(grant, menuId), [grant]);
}

// Hides its children unless can() allows; the server refuses the call anyway.
export function Can({ menuId, children }: { menuId: number | null | undefined; children: ReactNode }) {
  return useCan()(menuId) ? <>{children}</> : null;
}
