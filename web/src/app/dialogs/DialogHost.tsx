import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

// Each dialog is a chunk of its own, fetched when first opened (the frame does not wait for their forms,
// trees and pickers), and stays mounted from then on so that closing keeps its animation.
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })));
const RemindSettingDialog = lazy(() => import('./RemindSettingDialog').then((m) => ({ default: m.RemindSettingDialog })));
const DispSettingDialog = lazy(() => import('./DispSettingDialog').then((m) => ({ default: m.DispSettingDialog })));

export type DialogName = 'password' | 'remind' | 'disp';

const DialogContext = createContext<{ open: (d: DialogName) => void }>({ open: () => undefined });

// The three user dialogs (SPEC §2), openable from the user menu and from the dashboard's hint.
export function DialogHost({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<DialogName | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<DialogName>>(new Set());
  const value = useMemo(
    () => ({
      open: (d: DialogName) => {
        setOpened((o) => (o.has(d) ? o : new Set(o).add(d)));
        setCurrent(d);
      },
    }),
    [],
  );
  const close = () => setCurrent(null);
  return (
    <DialogContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {opened.has('password') ? <ChangePasswordDialog open={current === 'password'} onClose={close} /> : null}
        {opened.has('remind') ? <RemindSettingDialog open={current === 'remind'} onClose={close} /> : null}
        {opened.has('disp') ? <DispSettingDialog open={current === 'disp'} onClose={close} /> : null}
      </Suspense>
    </DialogContext.Provider>
  );
}

export const useDialogs = () => useContext(DialogContext);
